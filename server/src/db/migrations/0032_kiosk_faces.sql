CREATE TABLE "device_talk_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"sn_code" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"token_hash" text,
	"token_issued_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"preview_token_hash" text,
	"preview_expires_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "face_switches" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "face_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"greeting" text DEFAULT '' NOT NULL,
	"photo_sealed" text NOT NULL,
	"embedding_sealed" text NOT NULL,
	"consent_by" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_talk_events" ADD CONSTRAINT "device_talk_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_talk_events" ADD CONSTRAINT "device_talk_events_project_id_talk_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talk_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_talk_events" ADD CONSTRAINT "device_talk_events_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_project_id_talk_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talk_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_switches" ADD CONSTRAINT "face_switches_project_id_talk_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talk_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_switches" ADD CONSTRAINT "face_switches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_users" ADD CONSTRAINT "face_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_users" ADD CONSTRAINT "face_users_project_id_talk_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talk_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_users" ADD CONSTRAINT "face_users_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_talk_events_device_idx" ON "device_talk_events" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_company_sn_idx" ON "devices" USING btree ("company_id","sn_code");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_token_idx" ON "devices" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_preview_token_idx" ON "devices" USING btree ("preview_token_hash");--> statement-breakpoint
CREATE INDEX "face_users_project_idx" ON "face_users" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "face_users_company_idx" ON "face_users" USING btree ("company_id");