import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { videoTasks } from './studio';

/** An organisation inside a company (002 §7 organisation calls; fields ours, 002 §5 shows none). */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organizations_company_idx').on(t.companyId)],
);

/** A user belongs to at most one organisation; isManager makes an organisation manager (000 §6). */
export const organizationMembers = pgTable(
  'organization_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    isManager: boolean('is_manager').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organization_members_org_idx').on(t.orgId)],
);

/** How much of a company quota an organisation may use (002 §7 quotas and limits). */
export const organizationQuotas = pgTable(
  'organization_quotas',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    resourceCode: text('resource_code').notNull(),
    capacity: integer('capacity').notNull(),
    /** What the organisation's members have spent of it (services/quota/consume.ts). */
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.resourceCode] })],
);

/** How much of the organisation's share one member may use (002 §7 users/quotas/edit). */
export const organizationUserQuotas = pgTable(
  'organization_user_quotas',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceCode: text('resource_code').notNull(),
    capacity: integer('capacity').notNull(),
    /** What the member has spent of it (services/quota/consume.ts). */
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.resourceCode] })],
);

/** A manager's decision on a member's finished video (002 §7 organisation review). */
export const videoTaskReviews = pgTable('video_task_reviews', {
  taskId: uuid('task_id')
    .primaryKey()
    .references(() => videoTasks.bizId, { onDelete: 'cascade' }),
  status: text('status').$type<'approved' | 'returned'>().notNull(),
  reason: text('reason').notNull().default(''),
  reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
});
