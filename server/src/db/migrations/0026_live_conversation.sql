CREATE TABLE "applet_cost_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"visitor_id" text NOT NULL,
	"session_id" uuid,
	"kind" text NOT NULL,
	"amount" double precision NOT NULL,
	"unit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applet_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"visitor_id" text NOT NULL,
	"name" text NOT NULL,
	"phone_sealed" text NOT NULL,
	"phone_last4" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_room_turns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"visitor_id" text NOT NULL,
	"question" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"answer" text,
	"audio_key" text,
	"visemes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid,
	"title" text NOT NULL,
	"status" text DEFAULT 'Live' NOT NULL,
	"clock_origin" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talk_sessions" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "talk_sessions" ADD COLUMN "mode" text;--> statement-breakpoint
ALTER TABLE "talk_sessions" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "talk_sessions" ADD COLUMN "charged_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applet_cost_reports" ADD CONSTRAINT "applet_cost_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applet_cost_reports" ADD CONSTRAINT "applet_cost_reports_project_id_talk_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talk_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applet_cost_reports" ADD CONSTRAINT "applet_cost_reports_session_id_talk_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."talk_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applet_leads" ADD CONSTRAINT "applet_leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applet_leads" ADD CONSTRAINT "applet_leads_project_id_talk_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talk_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_room_turns" ADD CONSTRAINT "live_room_turns_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_project_id_talk_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talk_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applet_cost_reports_project_idx" ON "applet_cost_reports" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "applet_leads_company_idx" ON "applet_leads" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "applet_leads_visitor_idx" ON "applet_leads" USING btree ("project_id","visitor_id");--> statement-breakpoint
CREATE INDEX "live_room_turns_room_idx" ON "live_room_turns" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE INDEX "live_rooms_company_idx" ON "live_rooms" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "talk_sessions_company_running_idx" ON "talk_sessions" USING btree ("company_id","status");