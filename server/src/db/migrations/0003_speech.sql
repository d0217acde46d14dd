CREATE TABLE "tts_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'Running' NOT NULL,
	"request" jsonb NOT NULL,
	"audio_key" text,
	"duration_ms" integer,
	"fail_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voices" (
	"biz_id" text PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"name" text NOT NULL,
	"origin_id" text NOT NULL,
	"supplier" text NOT NULL,
	"language_code" text NOT NULL,
	"gender" text NOT NULL,
	"role_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"style_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"multi_language" jsonb NOT NULL,
	"tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"for_studio" boolean DEFAULT true NOT NULL,
	"for_interactive" boolean DEFAULT true NOT NULL,
	"speed_default" real DEFAULT 1 NOT NULL,
	"tone_default" real DEFAULT 1 NOT NULL,
	"volume_default" integer DEFAULT 50 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tts_tasks" ADD CONSTRAINT "tts_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tts_tasks" ADD CONSTRAINT "tts_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voices" ADD CONSTRAINT "voices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tts_tasks_company_idx" ON "tts_tasks" USING btree ("company_id","created_at");