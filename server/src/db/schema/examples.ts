import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';

/**
 * Organisation examples (002 §7 Organisation and users: example view, create, edit, copy, delete,
 * detail; 001 §7 opens one from the studio). The spec shows no shapes; here an example is a sample
 * video project a company's managers keep for its members to start from: a title and a copy of a
 * project's data, taken when the example is made, so later edits of the project do not change it.
 */
export const organizationExamples = pgTable(
  'organization_examples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The project it was made from, if any (the example does not follow it). */
    sourceProjectId: uuid('source_project_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organization_examples_company_idx').on(t.companyId, t.createdAt)],
);
