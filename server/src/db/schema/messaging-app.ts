import { pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Which account a messaging-app user logs in as (000 §7 loginByAuth): the app's own user id
 * within one corp, bound once to one user of the company the corp is configured for. One
 * account takes one app user per corp.
 */
export const messagingAppBindings = pgTable(
  'messaging_app_bindings',
  {
    corpId: text('corp_id').notNull(),
    appUserId: text('app_user_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.corpId, t.appUserId] }),
    uniqueIndex('messaging_app_bindings_user_unique').on(t.corpId, t.userId),
  ],
);
