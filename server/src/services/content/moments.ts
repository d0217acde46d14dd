import { and, asc, count, desc, eq, inArray, min, type SQL, sql } from 'drizzle-orm';
import { MOMENT_SORT, momentMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { cardMomentLabels, cardMoments, type MomentMediaRef } from '../../db/schema/index';
import type { Storage } from '../storage/storage';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { companyMedia } from '../media/library';
import { companyTextChecker } from '../safety/company-lexicon';
import { companyTalkRow } from '../talk/projects';

type MomentRow = typeof cardMoments.$inferSelect;
type Id = string | number;

export interface MomentBody {
  content: string;
  imageMediaIds: Id[];
  videoMediaId?: Id | null | undefined;
  labelIds: Id[];
}

export interface MediaUrls {
  storage: Storage;
  origin: string;
}

const mediaView = (ref: MomentMediaRef, urls: MediaUrls) => ({
  mediaId: ref.mediaId,
  title: ref.title,
  url: urls.storage.urlOf(ref.storageKey, urls.origin),
  thumbnailUrl: ref.thumbnailKey ? urls.storage.urlOf(ref.thumbnailKey, urls.origin) : null,
});

export const momentView = (row: MomentRow, urls: MediaUrls) => ({
  id: row.id,
  projectId: row.projectId,
  content: row.content,
  images: row.images.map((ref) => mediaView(ref, urls)),
  video: row.video ? mediaView(row.video, urls) : null,
  labelIds: row.labelIds,
  top: row.top,
  sort: row.sort,
  createTime: row.createdAt,
  updateTime: row.updatedAt,
});

/** One moment of the company; another company's id is as good as unknown. */
async function companyMoment(db: Database, companyId: string, id: Id) {
  const momentId = asUuid(id);
  const [row] = momentId
    ? await db
        .select()
        .from(cardMoments)
        .where(and(eq(cardMoments.id, momentId), eq(cardMoments.companyId, companyId)))
    : [];
  if (!row) throw DomainError.business(404, momentMessages.notFound);
  return row;
}

/** The card's label ids among the given ones; an id of another card or company is refused. */
async function cardLabelIds(db: Database, projectId: string, ids: Id[]) {
  const wanted = [...new Set(ids.map(String))];
  if (wanted.length === 0) return [];
  const uuids = wanted.map(asUuid);
  if (uuids.some((id) => id === null)) throw DomainError.business(404, momentMessages.labelNotFound);
  const rows = await db
    .select({ id: cardMomentLabels.id })
    .from(cardMomentLabels)
    .where(and(eq(cardMomentLabels.projectId, projectId), inArray(cardMomentLabels.id, uuids as string[])));
  if (rows.length !== wanted.length) throw DomainError.business(404, momentMessages.labelNotFound);
  return uuids as string[];
}

/** The company's safety check; the first flagged word is refused with its 1-based position. */
async function checkMomentText(db: Database, companyId: string, content: string) {
  if (!content.trim()) return;
  const check = (await companyTextChecker(db, companyId))(content);
  const hit = check.matches.find((m) => m.level === 'SENSITIVE');
  if (hit)
    throw DomainError.business(400, momentMessages.sensitive(hit.start + 1, hit.word), {
      word: hit.word,
      start: hit.start,
      end: hit.end,
    });
}

async function mediaRefs(db: Database, companyId: string, body: MomentBody) {
  const images: MomentMediaRef[] = [];
  for (const id of body.imageMediaIds) {
    const row = await companyMedia(db, companyId, id);
    if (row.mediaType !== 'image') throw DomainError.invalidInput(momentMessages.notImage);
    images.push({ mediaId: row.id, title: row.title, storageKey: row.storageKey, thumbnailKey: row.thumbnailKey });
  }
  let video: MomentMediaRef | null = null;
  if (body.videoMediaId !== undefined && body.videoMediaId !== null && body.videoMediaId !== '') {
    const row = await companyMedia(db, companyId, body.videoMediaId);
    if (row.mediaType !== 'video') throw DomainError.invalidInput(momentMessages.notVideo);
    video = { mediaId: row.id, title: row.title, storageKey: row.storageKey, thumbnailKey: row.posterKey };
  }
  return { images, video };
}

async function checkedBody(db: Database, companyId: string, projectId: string, body: MomentBody) {
  const content = body.content.trim();
  if (!content && body.imageMediaIds.length === 0 && !body.videoMediaId)
    throw DomainError.invalidInput(momentMessages.empty);
  await checkMomentText(db, companyId, content);
  const { images, video } = await mediaRefs(db, companyId, body);
  const labelIds = await cardLabelIds(db, projectId, body.labelIds);
  return { content, images, video, labelIds };
}

export async function publishMoment(
  db: Database,
  user: { id: string; companyId: string },
  input: MomentBody & { projectId: Id },
) {
  const project = await companyTalkRow(db, user.companyId, input.projectId, 'project');
  const body = await checkedBody(db, user.companyId, project.id, input);
  // A new moment goes first in the manager's order too.
  const [first] = await db
    .select({ sort: min(cardMoments.sort) })
    .from(cardMoments)
    .where(eq(cardMoments.projectId, project.id));
  const [row] = await db
    .insert(cardMoments)
    .values({
      companyId: user.companyId,
      projectId: project.id,
      userId: user.id,
      ...body,
      sort: (first?.sort ?? 1) - 1,
    })
    .returning();
  return row!;
}

export async function editMoment(db: Database, companyId: string, input: MomentBody & { id: Id }) {
  const row = await companyMoment(db, companyId, input.id);
  const body = await checkedBody(db, companyId, row.projectId, input);
  const [updated] = await db
    .update(cardMoments)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(cardMoments.id, row.id))
    .returning();
  return updated!;
}

export async function deleteMoment(db: Database, companyId: string, id: Id) {
  const row = await companyMoment(db, companyId, id);
  await db.delete(cardMoments).where(eq(cardMoments.id, row.id));
  return { id: row.id, deleted: true as const };
}

export async function topMoment(db: Database, companyId: string, input: { id: Id; top?: boolean | undefined }) {
  const row = await companyMoment(db, companyId, input.id);
  const top = input.top ?? !row.top;
  const [updated] = await db
    .update(cardMoments)
    .set({ top, toppedAt: top ? new Date() : null })
    .where(eq(cardMoments.id, row.id))
    .returning();
  return updated!;
}

export async function setMomentLabels(db: Database, companyId: string, input: { id: Id; labelIds: Id[] }) {
  const row = await companyMoment(db, companyId, input.id);
  const labelIds = await cardLabelIds(db, row.projectId, input.labelIds);
  const [updated] = await db
    .update(cardMoments)
    .set({ labelIds, updatedAt: new Date() })
    .where(eq(cardMoments.id, row.id))
    .returning();
  return updated!;
}

/** The order of one card's moments: every moment of the card exactly once. */
export async function orderMoments(db: Database, companyId: string, input: { projectId: Id; ids: Id[] }) {
  const project = await companyTalkRow(db, companyId, input.projectId, 'project');
  const rows = await db.select({ id: cardMoments.id }).from(cardMoments).where(eq(cardMoments.projectId, project.id));
  const ids = input.ids.map(String);
  const known = new Set(rows.map((r) => r.id));
  if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id)))
    throw DomainError.invalidInput(momentMessages.orderMismatch);
  await db.transaction(async (tx) => {
    for (const [sort, id] of ids.entries()) await tx.update(cardMoments).set({ sort }).where(eq(cardMoments.id, id));
  });
  return { projectId: project.id, count: ids.length };
}

export interface MomentQuery {
  projectId: string;
  labelId?: Id | undefined;
  orderType: number;
  pageIndex: number;
  pageSize: number;
}

/** Pinned first (the latest pin on top), then by the sort mode (002 §3: TIME 0, CUSTOM 1, PREVIOUS -1). */
export async function pageMoments(db: Database, q: MomentQuery) {
  const labelId = q.labelId === undefined ? undefined : asUuid(q.labelId);
  if (q.labelId !== undefined && !labelId) return { rows: [], total: 0 };
  const where = and(
    eq(cardMoments.projectId, q.projectId),
    labelId ? sql`${cardMoments.labelIds} @> ${JSON.stringify([labelId])}::jsonb` : undefined,
  );
  const byMode: SQL[] =
    q.orderType === MOMENT_SORT.CUSTOM
      ? [asc(cardMoments.sort), desc(cardMoments.createdAt)]
      : q.orderType === MOMENT_SORT.PREVIOUS
        ? [asc(cardMoments.createdAt)]
        : [desc(cardMoments.createdAt)];
  const [total] = await db.select({ n: count() }).from(cardMoments).where(where);
  const rows = await db
    .select()
    .from(cardMoments)
    .where(where)
    .orderBy(desc(cardMoments.top), sql`${cardMoments.toppedAt} desc nulls last`, ...byMode, asc(cardMoments.id))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  return { rows, total: total?.n ?? 0 };
}
