CREATE TABLE "audio_transcripts" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"segments" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
