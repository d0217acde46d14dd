import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A batch of client events as received (000 §7 event reporting). The request only stores the batch;
 * a background job validates and expands it into events, so a burst of reports never slows the page.
 */
export const dataReportBatches = pgTable('data_report_batches', {
  id: uuid('id').primaryKey().defaultRandom(),
  source: text('source').$type<'web' | 'applet'>().notNull(),
  userId: uuid('user_id'),
  payload: jsonb('payload').notNull(),
  status: text('status').$type<'pending' | 'ingested'>().notNull().default('pending'),
  acceptedCount: integer('accepted_count'),
  rejectedCount: integer('rejected_count'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  ingestedAt: timestamp('ingested_at', { withTimezone: true }),
});

export const dataReportEvents = pgTable(
  'data_report_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => dataReportBatches.id, { onDelete: 'cascade' }),
    eventName: text('event_name').notNull(),
    value: jsonb('value'),
    size: bigint('size', { mode: 'number' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    context: jsonb('context'),
  },
  (t) => [index('data_report_events_name_idx').on(t.eventName, t.occurredAt)],
);
