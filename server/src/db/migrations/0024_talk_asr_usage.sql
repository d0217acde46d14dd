CREATE TABLE "talk_asr_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"visitor_id" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talk_asr_usage" ADD CONSTRAINT "talk_asr_usage_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_asr_usage" ADD CONSTRAINT "talk_asr_usage_project_id_talk_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talk_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talk_asr_usage_project_visitor_idx" ON "talk_asr_usage" USING btree ("project_id","visitor_id");