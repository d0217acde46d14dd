CREATE TABLE "organization_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"is_manager" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_quotas" (
	"org_id" uuid NOT NULL,
	"resource_code" text NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "organization_quotas_org_id_resource_code_pk" PRIMARY KEY("org_id","resource_code")
);
--> statement-breakpoint
CREATE TABLE "organization_user_quotas" (
	"user_id" uuid NOT NULL,
	"resource_code" text NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "organization_user_quotas_user_id_resource_code_pk" PRIMARY KEY("user_id","resource_code")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_task_reviews" (
	"task_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_quotas" ADD CONSTRAINT "organization_quotas_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_user_quotas" ADD CONSTRAINT "organization_user_quotas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_task_reviews" ADD CONSTRAINT "video_task_reviews_task_id_video_tasks_biz_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."video_tasks"("biz_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_task_reviews" ADD CONSTRAINT "video_task_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_members_org_idx" ON "organization_members" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "organizations_company_idx" ON "organizations" USING btree ("company_id");