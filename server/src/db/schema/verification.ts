import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Codes sent by e-mail or SMS (000 §7): hashed, expiring, single use, with a wrong-attempt budget. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    /** Lower-cased e-mail, or the phone as +<country><number>. */
    address: text('address').notNull(),
    purpose: text('purpose').$type<VerificationPurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    requestIp: text('request_ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('verification_codes_address_idx').on(t.address, t.purpose, t.createdAt),
    index('verification_codes_ip_idx').on(t.requestIp, t.createdAt),
  ],
);

export type VerificationPurpose = 'login' | 'bind' | 'current';

/** Messages the delivery interface wrote while no SMTP server is configured (read at /dev/outbox). */
export const outboxMessages = pgTable('outbox_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  channel: text('channel').$type<'email' | 'sms'>().notNull(),
  address: text('address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use links: password reset, password creation after e-mail confirmation, login tokens. */
export const accountTokens = pgTable('account_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<'passwordReset' | 'passwordCreate' | 'login'>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Acceptance of the legal documents at login (000 §4; versions dated 2023-4-23). */
export const userAgreements = pgTable(
  'user_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: text('document').notNull(),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_agreements_user_idx').on(t.userId)],
);

/** Invitation codes that (re)activate a company (000 §2 /code). */
export const invitationCodes = pgTable('invitation_codes', {
  code: text('code').primaryKey(),
  /** How long the company stays valid after acceptance. */
  validDays: integer('valid_days').notNull(),
  usedByCompanyId: uuid('used_by_company_id'),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Failed invitation attempts, to throttle guessing 6-character codes (000 §2 /code). */
export const invitationFailures = pgTable(
  'invitation_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitation_failures_company_idx').on(t.companyId, t.createdAt)],
);
