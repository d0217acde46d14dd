import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A customer company (000 §3 current user's company). */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  displayName: text('display_name').notNull(),
  /** Company code name used by the route permission check (000 §2). */
  codeName: text('code_name'),
  /** Past this instant enterprise-messaging-app users are sent to /code (000 §4). */
  validEndTime: timestamp('valid_end_time', { withTimezone: true }),
  subscriptionServices: jsonb('subscription_services').$type<string[]>().notNull().default([]),
  /** customizeRights (000 §3): which product lines beyond video the company may see. */
  customizeRights: jsonb('customize_rights')
    .$type<{ enableInteractive: boolean; enableCard: boolean; enableHardware: boolean; enableSdk: boolean }>()
    .notNull()
    .default({ enableInteractive: false, enableCard: false, enableHardware: false, enableSdk: false }),
  /** Set once the company's virtual-human list is prepared (login polls vhListReady, 000 §4). */
  vhListReadyAt: timestamp('vh_list_ready_at', { withTimezone: true }),
  /**
   * The operator may suspend a company, or delete it with a grace period (issue 27): either way its
   * users cannot sign in and its sessions end; a deleting company is purged at deleteAfter.
   */
  status: text('status').$type<'active' | 'suspended' | 'deleting'>().notNull().default('active'),
  suspendedReason: text('suspended_reason'),
  deleteAfter: timestamp('delete_after', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    displayName: text('display_name').notNull(),
    email: text('email'),
    phoneCountryCode: text('phone_country_code'),
    phoneNumber: text('phone_number'),
    /** scrypt hash; null until the user creates a password (000 §7 EmailConfirmAddCreatePassword). */
    passwordHash: text('password_hash'),
    /** Role names as the spec shows them: 管理员, 超管, administrator (000 §3). */
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    locked: boolean('locked').notNull().default(false),
    /** Set when the user came through the enterprise messaging app (000 §3 properties[0].authSource). */
    authSource: text('auth_source'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** When the user closed the new-member prompt (000 §4); remembered on the server, not per browser. */
    newMemberPromptDismissedAt: timestamp('new_member_prompt_dismissed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_phone_unique').on(t.phoneCountryCode, t.phoneNumber),
    index('users_company_idx').on(t.companyId),
  ],
);

/** Server-side sessions; the cookie carries a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
