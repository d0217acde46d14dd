import { eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/index';
import { giveStarterAvatars } from '../avatars/staff-quota';

/**
 * A company is ready once its virtual-human list is prepared (000 §4: login polls vhListReady;
 * company/initProgress reports it). Preparation is recorded as vh_list_ready_at.
 */
export async function vhListReady(db: Database, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: companies.vhListReadyAt })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return Boolean(row?.at);
}

export async function initProgress(db: Database, companyId: string) {
  const ready = await vhListReady(db, companyId);
  return { progress: ready ? 100 : 0, vhListReady: ready };
}

/**
 * At start, after the avatar catalogue is seeded: a company made before it existed (create-admin on a
 * new database) gets its starter avatars now, and its list is ready.
 */
export async function prepareAvatarLists(db: Database, now = new Date()) {
  const waiting = await db.select({ id: companies.id }).from(companies).where(isNull(companies.vhListReadyAt));
  for (const { id } of waiting) {
    await db.transaction(async (tx) => {
      if (await giveStarterAvatars(tx, id))
        await tx.update(companies).set({ vhListReadyAt: now }).where(eq(companies.id, id));
    });
  }
}
