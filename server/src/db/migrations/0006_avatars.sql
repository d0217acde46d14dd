CREATE TABLE "company_virtual_humans" (
	"company_id" uuid NOT NULL,
	"persona_biz_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_virtual_humans_company_id_persona_biz_id_pk" PRIMARY KEY("company_id","persona_biz_id")
);
--> statement-breakpoint
CREATE TABLE "virtual_humans" (
	"persona_biz_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"industry" text NOT NULL,
	"vh_model_type" text DEFAULT 'Studio' NOT NULL,
	"summary_key" text NOT NULL,
	"postures" jsonb NOT NULL,
	"default_voice_biz_id" text NOT NULL,
	"company_id" uuid,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "company_virtual_humans" ADD CONSTRAINT "company_virtual_humans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_virtual_humans" ADD CONSTRAINT "company_virtual_humans_persona_biz_id_virtual_humans_persona_biz_id_fk" FOREIGN KEY ("persona_biz_id") REFERENCES "public"."virtual_humans"("persona_biz_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_humans" ADD CONSTRAINT "virtual_humans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_virtual_humans_company_idx" ON "company_virtual_humans" USING btree ("company_id");