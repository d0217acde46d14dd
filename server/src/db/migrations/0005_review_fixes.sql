CREATE TABLE "invitation_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invitation_failures_company_idx" ON "invitation_failures" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "media_items_key_unique" ON "media_items" USING btree ("company_id","storage_key") WHERE "media_items"."deleted_at" is null;