CREATE TABLE "photo_avatars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"persona_biz_id" text NOT NULL,
	"storage_prefix" text NOT NULL,
	"likeness_confirmed_by" uuid NOT NULL,
	"likeness_confirmed_by_name" text NOT NULL,
	"likeness_confirmed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_avatars_persona_biz_id_unique" UNIQUE("persona_biz_id")
);
--> statement-breakpoint
ALTER TABLE "photo_avatars" ADD CONSTRAINT "photo_avatars_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_avatars" ADD CONSTRAINT "photo_avatars_persona_biz_id_virtual_humans_persona_biz_id_fk" FOREIGN KEY ("persona_biz_id") REFERENCES "public"."virtual_humans"("persona_biz_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_avatars_company_idx" ON "photo_avatars" USING btree ("company_id");