import { count, desc, eq, isNull } from 'drizzle-orm';
import { NEW_VH_POPOVER } from '@portal/contracts';
import type { Database } from '../../db/client';
import { companyVirtualHumans, virtualHumans } from '../../db/schema/index';
import { AVATAR_CATALOGUE, invalidateCatalogue } from '../catalogue-cache';
import { DomainError } from '../domain-error';
import type { Storage } from '../storage/storage';
import { recordAudit, type OperatorAct } from './audit';

type Deps = { db: Database; storage: Storage; origin: string };

/**
 * The market's platform digital humans (exclusive ones belong to their company and are not the
 * operator's to list), newest release first, with how many companies hold each.
 */
export async function listCatalogueAvatars(deps: Deps) {
  const [rows, holders] = await Promise.all([
    deps.db
      .select()
      .from(virtualHumans)
      .where(isNull(virtualHumans.companyId))
      .orderBy(desc(virtualHumans.releasedAt), virtualHumans.personaBizId),
    deps.db
      .select({ id: companyVirtualHumans.personaBizId, n: count() })
      .from(companyVirtualHumans)
      .groupBy(companyVirtualHumans.personaBizId),
  ]);
  const held = new Map(holders.map((h) => [h.id, h.n]));
  // The NEW badge goes to the latest three the market shows, as the header's popover picks them.
  const latest = new Set(
    rows
      .filter((r) => !r.deletedAt)
      .slice(0, NEW_VH_POPOVER.pageSize)
      .map((r) => r.personaBizId),
  );
  return rows.map((r) => ({
    personaBizId: r.personaBizId,
    name: r.name,
    industry: r.industry,
    summaryImage: deps.storage.urlOf(r.summaryKey, deps.origin),
    releasedAt: r.releasedAt,
    offline: r.deletedAt !== null,
    isNew: latest.has(r.personaBizId),
    companies: held.get(r.personaBizId) ?? 0,
  }));
}

const STATE_NAMES = { release: '发布为新品', offline: '下架', online: '重新上架' } as const;

/**
 * Publishes (release: dated now, so it leads the NEW list), takes offline (projects using it are
 * told it was removed), or puts back a platform digital human; the market caches are dropped.
 */
export async function setCatalogueAvatarState(
  deps: Deps,
  act: OperatorAct,
  input: { personaBizId: string; state: 'release' | 'offline' | 'online' },
) {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(virtualHumans).where(eq(virtualHumans.personaBizId, input.personaBizId));
    if (!row || row.companyId !== null) throw DomainError.business(404, '数字人不存在');
    const change =
      input.state === 'release'
        ? { releasedAt: now, deletedAt: null }
        : input.state === 'offline'
          ? { deletedAt: now }
          : { deletedAt: null };
    await tx.update(virtualHumans).set(change).where(eq(virtualHumans.personaBizId, row.personaBizId));
    await recordAudit(tx, act, {
      action: `catalogue.${input.state}`,
      targetKind: 'catalogue',
      targetId: row.personaBizId,
      summary: `数字人「${row.name}」${STATE_NAMES[input.state]}`,
      before: { releasedAt: row.releasedAt, offline: row.deletedAt !== null },
      after: { state: input.state },
    });
  });
  invalidateCatalogue(AVATAR_CATALOGUE);
  const list = await listCatalogueAvatars(deps);
  return list.find((a) => a.personaBizId === input.personaBizId)!;
}
