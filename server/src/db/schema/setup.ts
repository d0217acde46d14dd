import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first-setup link (`/setup?token=`) printed while no super administrator exists. Only the
 * SHA-256 of the token is kept; a row is live until used_at is set, expires_at passes or a super
 * administrator exists. Each start replaces the unused rows, so only the last printed link works.
 */
export const setupTokens = pgTable('setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
