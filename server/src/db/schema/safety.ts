import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';

/**
 * A company's own lexicon (issue: company words and allow-list managed in the management center).
 * `folded` is the word as the matcher reads it, so 賭 博 and 赌博 are one row.
 */
export const safetyWords = pgTable(
  'safety_words',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    folded: text('folded').notNull(),
    /** 'block' (found by checks) or 'allow' (hides the words inside it). */
    kind: text('kind').notNull(),
    /** RISK or SENSITIVE; an allowed word keeps RISK. */
    level: text('level').notNull(),
    category: text('category').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('safety_words_company_folded_kind').on(t.companyId, t.folded, t.kind),
    index('safety_words_company_idx').on(t.companyId, t.createdAt),
  ],
);

/**
 * One counter per company, raised in the same transaction as every change of its words: each check
 * reads it (one primary-key lookup) and rebuilds its cached matcher when it moved, so a change
 * reaches new checks at once in every server and worker process.
 */
export const safetyLexiconVersions = pgTable('safety_lexicon_versions', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
