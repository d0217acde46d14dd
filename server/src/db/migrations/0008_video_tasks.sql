CREATE TABLE "video_tasks" (
	"biz_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"resolution" text NOT NULL,
	"display_status" text DEFAULT 'Running' NOT NULL,
	"stage" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"reserved_credits" integer DEFAULT 0 NOT NULL,
	"snapshot" jsonb NOT NULL,
	"output_key" text,
	"thumbnail_key" text,
	"subtitle_key" text,
	"duration_ms" integer,
	"fail_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "video_tasks" ADD CONSTRAINT "video_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_tasks" ADD CONSTRAINT "video_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_tasks_company_idx" ON "video_tasks" USING btree ("company_id","created_at");