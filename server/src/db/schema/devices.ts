import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts';
import { talkProjects } from './talk';

/**
 * The company's all-in-one machines (002 §8 devices, issue 29): registered by serial number within
 * the hardware quota (13), each running one cte project. The device token and the QR code's short
 * preview token are kept only as SHA-256 hashes; revoking clears the token hash, so the next call
 * of the kiosk is refused.
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => talkProjects.id, { onDelete: 'cascade' }),
    snCode: text('sn_code').notNull(),
    name: text('name').notNull().default(''),
    /** The long device token's hash; null before the first exchange and after a revocation. */
    tokenHash: text('token_hash'),
    tokenIssuedAt: timestamp('token_issued_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The short preview token (QR code) hash: single use, expires after PREVIEW_TOKEN_TTL_MS. */
    previewTokenHash: text('preview_token_hash'),
    previewExpiresAt: timestamp('preview_expires_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('devices_company_sn_idx').on(t.companyId, t.snCode),
    uniqueIndex('devices_token_idx').on(t.tokenHash),
    uniqueIndex('devices_preview_token_idx').on(t.previewTokenHash),
  ],
);

/**
 * What a device did besides answering questions (those are in talk_chat_logs under the device's
 * visitor id): a wake, a greeting by name (face recognition). Part of the device's talk log.
 */
export const deviceTalkEvents = pgTable(
  'device_talk_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => talkProjects.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'wake' | 'greeting'>().notNull(),
    /** What the human said (the greeting) or heard (the wake word). */
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_talk_events_device_idx').on(t.deviceId, t.createdAt)],
);
