import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** White-label configuration keyed by host name (000 §1, 002 §3 branding). */
export const brandings = pgTable('brandings', {
  domain: text('domain').primaryKey(),
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
