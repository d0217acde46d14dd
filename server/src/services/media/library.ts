import { and, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { uploadRuleMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { mediaItems, type MediaType } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import type { Storage } from '../storage/storage';

export interface MediaQuery {
  mediaType: MediaType;
  pageIndex: number;
  pageSize: number;
  search?: string | undefined;
  supportedFileTypes?: string[] | undefined;
  exclusive: boolean;
}

/** Video lists offer mp4 only (001 §7); documents the document types; search matches the title. */
export async function listMedia(db: Database, companyId: string, q: MediaQuery) {
  const types = q.mediaType === 'video' ? ['mp4'] : q.supportedFileTypes;
  const where: SQL[] = [
    eq(mediaItems.companyId, companyId),
    eq(mediaItems.mediaType, q.mediaType),
    eq(mediaItems.exclusive, q.exclusive),
    isNull(mediaItems.deletedAt),
  ];
  if (types?.length) where.push(inArray(mediaItems.fileExtension, types));
  if (q.search) where.push(ilike(mediaItems.title, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const condition = and(...where);
  const [total] = await db.select({ n: count() }).from(mediaItems).where(condition);
  const rows = await db
    .select()
    .from(mediaItems)
    .where(condition)
    .orderBy(desc(mediaItems.createdAt))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The distinct tags of the company's live library items (regular and exclusive), optionally of one
 * media type, sorted; deleted items' tags are gone with them.
 */
export async function mediaTags(db: Database, companyId: string, mediaType?: MediaType) {
  const where: SQL[] = [eq(mediaItems.companyId, companyId), isNull(mediaItems.deletedAt)];
  if (mediaType) where.push(eq(mediaItems.mediaType, mediaType));
  const tag = sql<string>`jsonb_array_elements_text(${mediaItems.tags})`;
  const rows = await db
    .selectDistinct({ tag })
    .from(mediaItems)
    .where(and(...where));
  return rows
    .map((r) => r.tag)
    .filter((t) => t.trim() !== '')
    .sort();
}

/** One item of the company; another company's id is as good as unknown. */
export async function companyMedia(db: Database, companyId: string, id: string | number | undefined) {
  const mediaId = asUuid(id);
  const [row] = mediaId
    ? await db
        .select()
        .from(mediaItems)
        .where(and(eq(mediaItems.id, mediaId), eq(mediaItems.companyId, companyId), isNull(mediaItems.deletedAt)))
    : [];
  if (!row) throw DomainError.business(404, uploadRuleMessages.fileNotFound);
  return row;
}

/** The company's item of a stored file, deleted or not; null when the file was never registered. */
export async function mediaOfKey(db: Database, companyId: string, key: string) {
  const [row] = await db
    .select()
    .from(mediaItems)
    .where(and(eq(mediaItems.storageKey, key), eq(mediaItems.companyId, companyId)));
  return row ?? null;
}

/** Renames one item of the company's; another company's id is as good as unknown. */
export async function renameMedia(db: Database, companyId: string, id: string | number, title: string) {
  const row = await companyMedia(db, companyId, id);
  const [updated] = await db.update(mediaItems).set({ title }).where(eq(mediaItems.id, row.id)).returning();
  return updated!;
}

/** Deletes items and their files; the rows stay marked deleted so references elsewhere resolve to "gone". */
export async function deleteMedia(
  deps: { db: Database; storage: Storage },
  companyId: string,
  ids: (string | number)[],
) {
  const rows = await Promise.all(ids.map((id) => companyMedia(deps.db, companyId, id)));
  await deps.db
    .update(mediaItems)
    .set({ deletedAt: new Date() })
    .where(
      inArray(
        mediaItems.id,
        rows.map((r) => r.id),
      ),
    );
  for (const row of rows) {
    for (const key of [row.storageKey, row.posterKey, row.thumbnailKey]) if (key) await deps.storage.store.remove(key);
  }
}
