import { NEW_VH_POPOVER, type VhPageQuery } from '@portal/contracts';
import type { Database } from '../../db/client';
import type { Storage } from '../storage/storage';
import { avatarView, filterAvatars, takenPersonaIds, visibleAvatars, type AvatarRow } from './avatar-access';

/*
 * The paged digital-human lists of the interactive platform (002 §7 query-vh-page and _new). The
 * catalogue is tens of rows, so it is filtered and paged in memory like the template list.
 */

interface Listed {
  row: AvatarRow;
  isMine: boolean;
}

async function listed(db: Database, companyId: string, visible: AvatarRow[], query: VhPageQuery): Promise<Listed[]> {
  const taken = await takenPersonaIds(db, companyId);
  return filterAvatars(visible, query).map((row) => ({
    row,
    isMine: taken.has(row.personaBizId) || row.companyId === companyId,
  }));
}

const pageItems = <T>(items: T[], query: VhPageQuery) => ({
  list: items.slice((query.pageIndex - 1) * query.pageSize, query.pageIndex * query.pageSize),
  total: items.length,
  pageIndex: query.pageIndex,
  pageSize: query.pageSize,
});

const itemView = ({ row, isMine }: Listed, storage: Storage, origin: string) => ({
  ...avatarView(row, storage, origin),
  isMine,
  exclusive: row.companyId !== null,
});

const newest = (a: AvatarRow, b: AvatarRow) =>
  b.releasedAt.getTime() - a.releasedAt.getTime() || a.personaBizId.localeCompare(b.personaBizId);

/**
 * query-vh-page (002 §7 shows no order): the company's own digital humans first, since only those can
 * go into a project (002 §5 check 2), then the rest of the market; each part in release order.
 */
export async function vhPage(db: Database, companyId: string, query: VhPageQuery, storage: Storage, origin: string) {
  const items = await listed(db, companyId, await visibleAvatars(db, companyId), query);
  const ordered = [...items.filter((i) => i.isMine), ...items.filter((i) => !i.isMine)];
  return pageItems(
    ordered.map((i) => itemView(i, storage, origin)),
    query,
  );
}

/**
 * query-vh-page_new (002 §7, shape not shown): the same list and filters in the new-list order of
 * new-vh-list, newest release first; isNew marks the catalogue's latest three, the ones the header
 * popover shows with its NEW badge (000 §2), whatever the filters.
 */
export async function vhPageNew(db: Database, companyId: string, query: VhPageQuery, storage: Storage, origin: string) {
  const visible = (await visibleAvatars(db, companyId)).sort(newest);
  const latest = new Set(visible.slice(0, NEW_VH_POPOVER.pageSize).map((r) => r.personaBizId));
  const items = await listed(db, companyId, visible, query);
  return pageItems(
    items.map((i) => ({ ...itemView(i, storage, origin), isNew: latest.has(i.row.personaBizId) })),
    query,
  );
}
