CREATE TABLE "subscription_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"sealed_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retires_at" timestamp with time zone,
	"use_count" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "subscription_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_subscription_key_unique";--> statement-breakpoint
ALTER TABLE "subscription_keys" ADD CONSTRAINT "subscription_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_keys_company_idx" ON "subscription_keys" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "subscription_key";