import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { SUBSCRIPTION_KEY_GRACE_HOURS } from '@portal/contracts';
import type { Database } from '../../db/client';
import { subscriptionKeys } from '../../db/schema/index';
import { maskKey, openKey, sealKey } from '../talk/llm-keys';

/**
 * The company's open API subscription keys (002 §6). One current key; a rotation gives the previous
 * one SUBSCRIPTION_KEY_GRACE_HOURS more (company backends are redeployed in that time), then it stops.
 * Keys are sealed as the model keys are and found by their SHA-256.
 */
export const GRACE_MS = SUBSCRIPTION_KEY_GRACE_HOURS * 3_600_000;
const PREFIX = 'dhk_';

export const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

type KeyRow = typeof subscriptionKeys.$inferSelect;

const usageView = (row: KeyRow, secret: string) => ({
  id: row.id,
  maskedKey: maskKey(openKey(row.sealedKey, secret)),
  current: row.retiresAt === null,
  createdAt: row.createdAt.toISOString(),
  validUntil: row.retiresAt?.toISOString() ?? null,
  useCount: row.useCount,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Keys that still work at `now`: the current one and rotated ones within their grace. */
const working = (now: Date) => or(isNull(subscriptionKeys.retiresAt), gt(subscriptionKeys.retiresAt, now));

/** The manager's view: the current key (in full, for copying), and the use of every working key. */
export async function subscriptionKeyView(db: Database, secret: string, companyId: string, now = new Date()) {
  const rows = await db
    .select()
    .from(subscriptionKeys)
    .where(and(eq(subscriptionKeys.companyId, companyId), working(now)))
    .orderBy(desc(subscriptionKeys.createdAt));
  const current = rows.find((r) => r.retiresAt === null);
  const subKey = current ? openKey(current.sealedKey, secret) : null;
  return {
    subKey,
    maskedKey: subKey ? maskKey(subKey) : null,
    graceHours: SUBSCRIPTION_KEY_GRACE_HOURS,
    keys: rows.map((r) => usageView(r, secret)),
  };
}

/** The masked current key, or null (members' preview). */
export async function maskedCurrentKey(db: Database, secret: string, companyId: string) {
  const [row] = await db
    .select({ sealedKey: subscriptionKeys.sealedKey })
    .from(subscriptionKeys)
    .where(and(eq(subscriptionKeys.companyId, companyId), isNull(subscriptionKeys.retiresAt)));
  return row ? maskKey(openKey(row.sealedKey, secret)) : null;
}

/** A new current key; the previous one works until the end of its grace period. */
export async function rotateSubscriptionKey(db: Database, secret: string, companyId: string, now = new Date()) {
  const key = `${PREFIX}${randomBytes(24).toString('base64url')}`;
  const retiresAt = new Date(now.getTime() + GRACE_MS);
  return db.transaction(async (tx) => {
    const retired = await tx
      .update(subscriptionKeys)
      .set({ retiresAt })
      .where(and(eq(subscriptionKeys.companyId, companyId), isNull(subscriptionKeys.retiresAt)))
      .returning({ id: subscriptionKeys.id });
    await tx.insert(subscriptionKeys).values({ companyId, keyHash: hashKey(key), sealedKey: sealKey(key, secret) });
    return { subKey: key, previousKeyValidUntil: retired.length > 0 ? retiresAt.toISOString() : null };
  });
}

/** The working key a request carries, or null (unknown, or rotated and past its grace). */
export async function findWorkingKey(db: Database, key: string, now = new Date()) {
  if (!key || key.length > 200) return null;
  const [row] = await db
    .select({ id: subscriptionKeys.id, companyId: subscriptionKeys.companyId })
    .from(subscriptionKeys)
    .where(and(eq(subscriptionKeys.keyHash, hashKey(key)), working(now)));
  return row ?? null;
}

/** Whether the key a signature was issued from still works. */
export async function keyStillWorks(db: Database, keyId: string, companyId: string, now = new Date()) {
  const [row] = await db
    .select({ id: subscriptionKeys.id })
    .from(subscriptionKeys)
    .where(and(eq(subscriptionKeys.id, keyId), eq(subscriptionKeys.companyId, companyId), working(now)));
  return row !== undefined;
}

/** The per-key log: one more call, and when. */
export async function recordKeyUse(db: Database, keyId: string, now = new Date()) {
  await db
    .update(subscriptionKeys)
    .set({ useCount: sql`${subscriptionKeys.useCount} + 1`, lastUsedAt: now })
    .where(eq(subscriptionKeys.id, keyId));
}
