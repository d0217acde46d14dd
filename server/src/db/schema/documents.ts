import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts';

/** Document conversion (001 §3 status: Running 2, Success 3, Fail 4) of a stored PDF or Office file. */
export const documentConversions = pgTable(
  'document_conversions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').notNull(),
    target: text('target').$type<'images' | 'video'>().notNull(),
    status: integer('status').$type<2 | 3 | 4>().notNull().default(2),
    pageKeys: jsonb('page_keys').$type<string[]>().notNull().default([]),
    videoKey: text('video_key'),
    failReason: text('fail_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('document_conversions_company_idx').on(t.companyId, t.createdAt)],
);
