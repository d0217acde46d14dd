CREATE TABLE "card_moment_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_moments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid,
	"content" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video" jsonb,
	"label_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"top" boolean DEFAULT false NOT NULL,
	"topped_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_made_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone_sealed" text NOT NULL,
	"phone_last4" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"scenario" text DEFAULT '' NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"editor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_moment_labels" ADD CONSTRAINT "card_moment_labels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_moment_labels" ADD CONSTRAINT "card_moment_labels_project_id_talk_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talk_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_moments" ADD CONSTRAINT "card_moments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_moments" ADD CONSTRAINT "card_moments_project_id_talk_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talk_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_moments" ADD CONSTRAINT "card_moments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_made_requests" ADD CONSTRAINT "custom_made_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_texts" ADD CONSTRAINT "legal_texts_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_moment_labels_project_idx" ON "card_moment_labels" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "card_moments_project_idx" ON "card_moments" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_made_requests_created_idx" ON "custom_made_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_texts_kind_version" ON "legal_texts" USING btree ("kind","version");