import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/index';

/** The company's open API subscription key, or null while it has none. */
export async function subscriptionKeyOf(db: Database, companyId: string) {
  const [row] = await db.select({ key: companies.subscriptionKey }).from(companies).where(eq(companies.id, companyId));
  return row?.key ?? null;
}

/** A new key replaces the old one, which stops working at once. */
export async function renewSubscriptionKey(db: Database, companyId: string) {
  const key = randomBytes(24).toString('hex');
  await db.update(companies).set({ subscriptionKey: key }).where(eq(companies.id, companyId));
  return key;
}
