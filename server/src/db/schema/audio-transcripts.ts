import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The speech-recognition transcript of one stored audio file (001 §5 check 9). A stored key never
 * changes content, so a scene submitted again, or the same upload in another scene, is not
 * transcribed twice; rows go with their file's company (the key starts with it).
 */
export const audioTranscripts = pgTable('audio_transcripts', {
  storageKey: text('storage_key').primaryKey(),
  text: text('text').notNull(),
  segments: jsonb('segments').$type<{ start: number; end: number; text: string }[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
