ALTER TABLE "talk_chat_logs" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "talk_chat_logs" ADD COLUMN "suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "talk_chat_logs" ADD COLUMN "resolved_faq_id" uuid;--> statement-breakpoint
CREATE INDEX "talk_chat_logs_outcome_idx" ON "talk_chat_logs" USING btree ("project_id","outcome","created_at");--> statement-breakpoint
UPDATE "talk_chat_logs" SET "outcome" = 'answered' WHERE "source" = 'faq';--> statement-breakpoint
UPDATE "talk_chat_logs" SET "outcome" = 'unanswered' WHERE "source" IN ('noMatch', 'llm');
