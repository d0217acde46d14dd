import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { videoProjects } from './studio';

/**
 * Who has a video project open in the editor (/multiple/edit/user/query, 001 §7): one row per
 * project and user, refreshed by the editor's beat; rows older than the presence window are stale.
 */
export const projectEditors = pgTable(
  'project_editors',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => videoProjects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_editors_seen_idx').on(t.seenAt)],
);
