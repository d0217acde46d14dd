import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { commonMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { documentFolderProjects, documentFolders, mediaItems } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import type { Storage } from '../storage/storage';

export const DEFAULT_FOLDER_NAME = '默认文件夹';

/** The company's folders, the default one made on first use. */
export async function companyFolders(db: Database, companyId: string) {
  const rows = await db.select().from(documentFolders).where(eq(documentFolders.companyId, companyId));
  if (rows.length > 0) return rows;
  // Two first reads at once: the unique (company, name) index keeps one default folder.
  await db.insert(documentFolders).values({ companyId, name: DEFAULT_FOLDER_NAME }).onConflictDoNothing();
  return db.select().from(documentFolders).where(eq(documentFolders.companyId, companyId));
}

/** Library documents are the company's media items of type document (all in the default folder for now). */
const documentsWhere = (companyId: string, search?: string) => {
  const where: SQL[] = [
    eq(mediaItems.companyId, companyId),
    eq(mediaItems.mediaType, 'document'),
    isNull(mediaItems.deletedAt),
  ];
  if (search) where.push(ilike(mediaItems.title, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return and(...where);
};

export async function countDocuments(db: Database, companyId: string) {
  const [row] = await db.select({ n: count() }).from(mediaItems).where(documentsWhere(companyId));
  return row?.n ?? 0;
}

/** Folders as the document library lists them, each with the library's document count (all documents sit in the default folder for now). */
export async function folderViews(db: Database, companyId: string, folders: { id: string; name: string }[]) {
  const n = await countDocuments(db, companyId);
  return folders.map((f) => ({ folderId: f.id, name: f.name, documentCount: n }));
}

export async function pageDocuments(
  db: Database,
  storage: Storage,
  origin: string,
  companyId: string,
  q: { pageIndex: number; pageSize: number; search?: string | undefined },
) {
  const where = documentsWhere(companyId, q.search);
  const [total] = await db.select({ n: count() }).from(mediaItems).where(where);
  const rows = await db
    .select()
    .from(mediaItems)
    .where(where)
    .orderBy(desc(mediaItems.createdAt))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  return {
    list: rows.map((r) => ({
      documentId: r.id,
      documentUrl: storage.urlOf(r.storageKey, origin),
      documentName: r.title,
      documentType: r.fileExtension,
      sizeBytes: r.sizeBytes,
      createTime: r.createdAt,
    })),
    total: total?.n ?? 0,
    pageIndex: q.pageIndex,
    pageSize: q.pageSize,
  };
}

/** Replaces the folders bound to a project with the given ones, all of the company's. */
export async function bindFolders(db: Database, companyId: string, projectId: string, folderIds: (string | number)[]) {
  const own = new Set((await companyFolders(db, companyId)).map((f) => f.id));
  const ids = folderIds.map((id) => asUuid(id));
  if (ids.some((id) => !id || !own.has(id))) throw DomainError.business(404, commonMessages.notFound);
  await db.transaction(async (tx) => {
    if (own.size > 0)
      await tx
        .delete(documentFolderProjects)
        .where(
          and(eq(documentFolderProjects.projectId, projectId), inArray(documentFolderProjects.folderId, [...own])),
        );
    if (ids.length > 0)
      await tx
        .insert(documentFolderProjects)
        .values(ids.map((folderId) => ({ folderId: folderId!, projectId })))
        .onConflictDoNothing();
  });
}

export async function projectFolders(db: Database, companyId: string, projectId: string) {
  return db
    .select({ id: documentFolders.id, name: documentFolders.name })
    .from(documentFolderProjects)
    .innerJoin(documentFolders, eq(documentFolders.id, documentFolderProjects.folderId))
    .where(and(eq(documentFolderProjects.projectId, projectId), eq(documentFolders.companyId, companyId)));
}

/**
 * The documents a project answers from (what /document/queryByProject lists): with at least one of
 * the company's folders bound to it, the company's library documents (all in the default folder),
 * else none. Oldest first, so a training reads them in a stable order.
 */
export async function projectDocuments(db: Database, companyId: string, projectId: string) {
  if ((await projectFolders(db, companyId, projectId)).length === 0) return [];
  return db
    .select({
      id: mediaItems.id,
      title: mediaItems.title,
      storageKey: mediaItems.storageKey,
      fileExtension: mediaItems.fileExtension,
    })
    .from(mediaItems)
    .where(and(documentsWhere(companyId), ne(mediaItems.transcodeStage, 'failed')))
    .orderBy(asc(mediaItems.createdAt), asc(mediaItems.id));
}
