import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, operatorAudit, users } from '../../db/schema/index';
import type { ObjectStore } from '../storage/object-store';

/** How often a process that runs jobs looks for deleted companies whose grace period ended. */
export const COMPANY_PURGE_SWEEP_MS = 3_600_000;

/**
 * Purges the companies deleted by the operator whose grace period has ended: their files (every key
 * under `c/<companyId>/`) first, then their users and the company row, whose deletion cascades to
 * everything else the company owned. The audit trail keeps a row saying it happened. Answers how many.
 */
export async function purgeDeletedCompanies(db: Database, store: ObjectStore, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: companies.id, displayName: companies.displayName })
    .from(companies)
    .where(and(eq(companies.status, 'deleting'), lte(companies.deleteAfter, now)));
  for (const company of due) {
    // Files before rows: a purge cut short leaves the company in place, to be purged again.
    await store.removePrefix(`c/${company.id}/`);
    await db.transaction(async (tx) => {
      // Restored meanwhile: nothing goes.
      const [still] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.id, company.id), eq(companies.status, 'deleting')))
        .for('update');
      if (!still) return;
      await tx.delete(users).where(eq(users.companyId, company.id));
      await tx.delete(companies).where(eq(companies.id, company.id));
      await tx.insert(operatorAudit).values({
        operatorId: null,
        operatorEmail: 'system',
        action: 'company.purge',
        targetKind: 'company',
        targetId: company.id,
        summary: `企业「${company.displayName}」的数据与文件已永久删除`,
      });
    });
  }
  return due.length;
}

/** Runs the purge at once and then every COMPANY_PURGE_SWEEP_MS in each process that runs jobs. */
export function keepPurgingDeletedCompanies(
  db: Database,
  store: ObjectStore,
  everyMs = COMPANY_PURGE_SWEEP_MS,
): { stop(): void } {
  const sweep = () =>
    purgeDeletedCompanies(db, store)
      .then((n) => {
        if (n > 0) console.log(`[retention] ${n} deleted companies purged`);
      })
      .catch((error: unknown) =>
        console.error('[retention] company purge failed:', error instanceof Error ? error.message : error),
      );
  void sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
