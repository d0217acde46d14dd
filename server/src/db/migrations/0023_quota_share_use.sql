ALTER TABLE "organization_quotas" ADD COLUMN "used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_user_quotas" ADD COLUMN "used" integer DEFAULT 0 NOT NULL;