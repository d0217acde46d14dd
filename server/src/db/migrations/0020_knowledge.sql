CREATE TABLE "talk_chat_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"visitor_id" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"source" text NOT NULL,
	"faq_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talk_faq_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"standard_question" text NOT NULL,
	"similar_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"standard_answers" jsonb NOT NULL,
	"is_recommend" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talk_knowledge_indexes" (
	"task_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"items" jsonb NOT NULL,
	"item_count" integer NOT NULL,
	"build_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talk_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"type" integer NOT NULL,
	"answer" text NOT NULL,
	"canvas_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talk_chat_logs" ADD CONSTRAINT "talk_chat_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_chat_logs" ADD CONSTRAINT "talk_chat_logs_project_id_talk_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talk_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_faq_items" ADD CONSTRAINT "talk_faq_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_faq_items" ADD CONSTRAINT "talk_faq_items_project_id_talk_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talk_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_knowledge_indexes" ADD CONSTRAINT "talk_knowledge_indexes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_knowledge_indexes" ADD CONSTRAINT "talk_knowledge_indexes_project_id_talk_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talk_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_responses" ADD CONSTRAINT "talk_responses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_responses" ADD CONSTRAINT "talk_responses_project_id_talk_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talk_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talk_chat_logs_visitor_idx" ON "talk_chat_logs" USING btree ("project_id","visitor_id","created_at");--> statement-breakpoint
CREATE INDEX "talk_faq_items_project_idx" ON "talk_faq_items" USING btree ("project_id","seq");--> statement-breakpoint
CREATE INDEX "talk_knowledge_indexes_project_idx" ON "talk_knowledge_indexes" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "talk_responses_project_idx" ON "talk_responses" USING btree ("project_id","type");