import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';

/**
 * Notices polled by /home pages (000 §7): status decides success or error toast.
 * Each row is addressed to one user; a company-wide notice is one row per user, so delivery is per user.
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    noticeMessage: text('notice_message').notNull(),
    /** Delivered notices are not shown again. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_user_idx').on(t.userId, t.deliveredAt)],
);
