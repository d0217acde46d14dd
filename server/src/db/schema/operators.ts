import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The platform operator (平台运营方, issue 27; decision 0038): a realm apart from company users, so
 * no company role can ever reach the console and an operator is never a member of a company.
 */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    /** scrypt hash, as company passwords. */
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /**
     * Set when another operator chose this password (添加运营人员, 重置密码): the console lets the
     * operator do nothing but change it, so a password someone else knows never stays in use.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_email_unique').on(t.email)],
);

/** Operator sessions: the `ops_session` cookie carries a random token, the table only its SHA-256. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * Every operator action that changes something: who, what, on which target, with the values before
 * and after. Rows are never updated or deleted by the console; a deleted company keeps its trail.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    operatorEmail: text('operator_email').notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id'),
    summary: text('summary').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_audit_created_idx').on(t.createdAt)],
);

/** A notice the operator publishes to every company user (polled with the company's own notices). */
export const platformNotices = pgTable(
  'platform_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message: text('message').notNull(),
    level: text('level').$type<'success' | 'error'>().notNull().default('success'),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    retractedAt: timestamp('retracted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('platform_notices_publish_idx').on(t.publishAt)],
);

/** Which user has been shown which platform notice: each is shown once per user. */
export const platformNoticeReads = pgTable(
  'platform_notice_reads',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => platformNotices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);

/**
 * Platform settings the operator edits in the console (issue 27), one row per key. Secrets inside a
 * value are sealed (services/talk/llm-keys.ts) before they are written.
 */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
