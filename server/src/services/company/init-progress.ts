import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/index';

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
