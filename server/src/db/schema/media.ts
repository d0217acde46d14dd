import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';

export type MediaType = 'video' | 'image' | 'audio' | 'document' | 'subtitle';
export type TranscodeStage = 'none' | 'queued' | 'processing' | 'done' | 'failed';

/** A file in a company's media library (001 §3 media library item; 002 §3 library media). */
export const mediaItems = pgTable(
  'media_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    mediaType: text('media_type').$type<MediaType>().notNull(),
    /** Upload kind (001 §3: CUSTOMIZE_SCENE_AUDIO, BACKGROUND_IMAGE, MATERIAL, …). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    fileExtension: text('file_extension').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    durationMs: integer('duration_ms'),
    width: integer('width'),
    height: integer('height'),
    posterKey: text('poster_key'),
    thumbnailKey: text('thumbnail_key'),
    transcodeStage: text('transcode_stage').$type<TranscodeStage>().notNull().default('none'),
    failReason: text('fail_reason'),
    /** Enterprise-exclusive material (001 §7 /exclusive/media/*). */
    exclusive: boolean('exclusive').notNull().default(false),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('media_items_company_idx').on(t.companyId, t.mediaType, t.createdAt),
    // One live library item per stored file, however often add-video-media is called at once.
    uniqueIndex('media_items_key_unique').on(t.companyId, t.storageKey).where(sql`${t.deletedAt} is null`),
  ],
);
