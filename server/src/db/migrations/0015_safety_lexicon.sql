CREATE TABLE "safety_lexicon_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"word" text NOT NULL,
	"folded" text NOT NULL,
	"kind" text NOT NULL,
	"level" text NOT NULL,
	"category" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "safety_lexicon_versions" ADD CONSTRAINT "safety_lexicon_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_words" ADD CONSTRAINT "safety_words_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_words" ADD CONSTRAINT "safety_words_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "safety_words_company_folded_kind" ON "safety_words" USING btree ("company_id","folded","kind");--> statement-breakpoint
CREATE INDEX "safety_words_company_idx" ON "safety_words" USING btree ("company_id","created_at");