import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';

/**
 * An AI request: the data behind a stream's dataKey (001 §7 deep think, imitation, cache-data) or an
 * asynchronous rewrite task, or a simple task cached for the workbench. A stream key is used once.
 */
export const aiRequests = pgTable(
  'ai_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind')
      .$type<'deepThink' | 'imitation' | 'script' | 'styleRewrite' | 'rewrite' | 'simpleTask'>()
      .notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'running' | 'done' | 'failed'>().notNull().default('pending'),
    answer: text('answer'),
    /** 3 = timed out (001 §7 stream error code). */
    errCode: integer('err_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('ai_requests_company_idx').on(t.companyId, t.createdAt)],
);
