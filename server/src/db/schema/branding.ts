import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** White-label configuration keyed by host name (000 §1, 002 §3 branding). */
export const brandings = pgTable('brandings', {
  domain: text('domain').primaryKey(),
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Brand pictures as uploaded (ops/brand/image), by storage key: a picture no brand names a day
 * after its upload is removed (sweepUnusedBrandPictures). The key is the hash of the stored bytes,
 * so uploading the same picture again refreshes its row.
 */
export const brandPictures = pgTable('brand_pictures', {
  key: text('key').primaryKey(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});
