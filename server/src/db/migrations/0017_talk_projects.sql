CREATE TABLE "talk_chat_characters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "talk_nlu_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"fail_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talk_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text DEFAULT 'project' NOT NULL,
	"title" text NOT NULL,
	"publish_type" text NOT NULL,
	"interaction_mode" text DEFAULT 'videoCall' NOT NULL,
	"vh_type" text DEFAULT '2D_INTERACTIVE' NOT NULL,
	"data" jsonb NOT NULL,
	"persona" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"talk" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"card_works" jsonb DEFAULT '{"videoList":[],"documentList":[]}'::jsonb NOT NULL,
	"visibility" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"exclusive_virtual_human_id" text,
	"nlu_task_id" text,
	"share_token" text,
	"share_token_status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "talk_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid,
	"side" text NOT NULL,
	"status" text DEFAULT 'Running' NOT NULL,
	"error_reason" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "talk_wake_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"word" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talk_chat_characters" ADD CONSTRAINT "talk_chat_characters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_chat_characters" ADD CONSTRAINT "talk_chat_characters_project_id_talk_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talk_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_nlu_tasks" ADD CONSTRAINT "talk_nlu_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_nlu_tasks" ADD CONSTRAINT "talk_nlu_tasks_project_id_talk_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talk_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_projects" ADD CONSTRAINT "talk_projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_projects" ADD CONSTRAINT "talk_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_sessions" ADD CONSTRAINT "talk_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_sessions" ADD CONSTRAINT "talk_sessions_project_id_talk_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talk_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_sessions" ADD CONSTRAINT "talk_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_wake_words" ADD CONSTRAINT "talk_wake_words_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_wake_words" ADD CONSTRAINT "talk_wake_words_project_id_talk_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talk_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talk_chat_characters_company_idx" ON "talk_chat_characters" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "talk_projects_company_idx" ON "talk_projects" USING btree ("company_id","kind","updated_at");--> statement-breakpoint
CREATE INDEX "talk_projects_share_idx" ON "talk_projects" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "talk_sessions_project_idx" ON "talk_sessions" USING btree ("project_id","status");--> statement-breakpoint
CREATE INDEX "talk_wake_words_project_idx" ON "talk_wake_words" USING btree ("project_id");