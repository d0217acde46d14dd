import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts';

/**
 * Open API subscription keys (002 §6). The key is sealed as the model keys are (AES-GCM under
 * APP_SECRET) so a manager can see it again, and hashed (SHA-256) so a request finds it without
 * opening every row. A rotated key keeps `retiresAt` (the grace period's end); the current one has
 * none. `useCount`/`lastUsedAt` are the per-key log the manager sees.
 */
export const subscriptionKeys = pgTable(
  'subscription_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    sealedKey: text('sealed_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiresAt: timestamp('retires_at', { withTimezone: true }),
    useCount: integer('use_count').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('subscription_keys_company_idx').on(t.companyId)],
);
