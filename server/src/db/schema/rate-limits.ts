import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One counter per limited key (a rule's name and a hashed subject: an account, an address, an IP).
 * A row counts hits until reset_at; the first hit after it starts a new window. Shared by every
 * process on the database, so limits hold across web and worker processes.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at').on(t.resetAt)],
);
