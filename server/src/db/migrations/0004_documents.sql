CREATE TABLE "document_conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"target" text NOT NULL,
	"status" integer DEFAULT 2 NOT NULL,
	"page_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_key" text,
	"fail_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "document_conversions" ADD CONSTRAINT "document_conversions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_conversions_company_idx" ON "document_conversions" USING btree ("company_id","created_at");