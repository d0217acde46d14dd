import { and, arrayContains, count, desc, eq, ilike, or } from 'drizzle-orm';
import { FACE_USERS_PER_PROJECT_MAX, faceEnrolMessages as m } from '@portal/contracts';
import type { Database } from '../../db/client';
import { faceUsers } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { containsPattern } from '../sql';
import { companyTalkRow } from '../talk/projects';
import { openPhoto, sealEmbedding, sealPhoto } from './sealed';
import { requireFaceRight } from './rights';
import { type AnalysePhoto, decodeBase64, faceOfPhoto } from './photo';
import { forgetProjectFaces } from './match';

type Row = typeof faceUsers.$inferSelect;

export interface FaceDeps {
  db: Database;
  secret: string;
  analyse: AnalysePhoto;
}

export function deviceUserView(row: Row, secret: string) {
  let photoUrl = '';
  try {
    photoUrl = `data:image/jpeg;base64,${openPhoto(row.photoSealed, secret).toString('base64')}`;
  } catch {
    photoUrl = '';
  }
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    tags: row.tags,
    greeting: row.greeting,
    photoUrl,
    consentBy: row.consentBy,
    consentAt: row.consentAt.toISOString(),
    recordedBy: row.recordedBy ?? '',
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

export interface EnrolInput {
  projectId: string | number;
  name: string;
  tags: string[];
  greeting: string;
  photo: string;
  consentBy: string;
  consent: boolean;
}

export async function addDeviceUser(deps: FaceDeps, companyId: string, userId: string | null, input: EnrolInput) {
  const { db, secret } = deps;
  await requireFaceRight(db, companyId);
  const project = await companyTalkRow(db, companyId, input.projectId, 'project');
  if (!input.consent) throw DomainError.invalidInput(m.consentRequired);
  const [enrolled] = await db.select({ n: count() }).from(faceUsers).where(eq(faceUsers.projectId, project.id));
  if ((enrolled?.n ?? 0) >= FACE_USERS_PER_PROJECT_MAX) throw DomainError.business(400, m.userLimit);
  const face = await faceOfPhoto(decodeBase64(input.photo), deps.analyse);
  const now = new Date();
  const [row] = await db
    .insert(faceUsers)
    .values({
      companyId,
      projectId: project.id,
      name: input.name,
      tags: [...new Set(input.tags)],
      greeting: input.greeting,
      photoSealed: sealPhoto(face.thumbnail, secret),
      embeddingSealed: sealEmbedding(face.embedding, secret),
      consentBy: input.consentBy || input.name,
      consentAt: now,
      recordedBy: userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  forgetProjectFaces(project.id);
  return deviceUserView(row!, secret);
}

async function ownRow(db: Database, companyId: string, id: string | number, notFound: string) {
  const rowId = asUuid(id);
  const [row] = rowId
    ? await db
        .select()
        .from(faceUsers)
        .where(and(eq(faceUsers.id, rowId), eq(faceUsers.companyId, companyId)))
    : [];
  if (!row) throw DomainError.business(404, notFound);
  return row;
}

export interface EditInput {
  id: string | number;
  name?: string | undefined;
  tags?: string[] | undefined;
  greeting?: string | undefined;
  photo?: string | undefined;
  consent: boolean;
}

export async function editDeviceUser(deps: FaceDeps, companyId: string, userId: string | null, input: EditInput) {
  const { db, secret } = deps;
  const row = await ownRow(db, companyId, input.id, m.userNotFound);
  const change: Partial<typeof faceUsers.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) change.name = input.name;
  if (input.tags !== undefined) change.tags = [...new Set(input.tags)];
  if (input.greeting !== undefined) change.greeting = input.greeting;
  if (input.photo !== undefined) {
    await requireFaceRight(db, companyId);
    if (!input.consent) throw DomainError.invalidInput(m.consentRequired);
    const face = await faceOfPhoto(decodeBase64(input.photo), deps.analyse);
    change.photoSealed = sealPhoto(face.thumbnail, secret);
    change.embeddingSealed = sealEmbedding(face.embedding, secret);
    change.consentAt = new Date();
    change.recordedBy = userId;
  }
  const [updated] = await db.update(faceUsers).set(change).where(eq(faceUsers.id, row.id)).returning();
  forgetProjectFaces(row.projectId);
  return deviceUserView(updated!, secret);
}

/** Deletes the person: photo, embedding and consent record go together, in one row. */
export async function deleteDeviceUser(db: Database, companyId: string, id: string | number, notFound: string) {
  const rowId = asUuid(id);
  const deleted = rowId
    ? await db
        .delete(faceUsers)
        .where(and(eq(faceUsers.id, rowId), eq(faceUsers.companyId, companyId)))
        .returning({ id: faceUsers.id, projectId: faceUsers.projectId })
    : [];
  if (deleted.length === 0) throw DomainError.business(404, notFound);
  forgetProjectFaces(deleted[0]!.projectId);
  return { id: deleted[0]!.id };
}

export interface ListQuery {
  projectId?: string | number | undefined;
  pageIndex: number;
  pageSize: number;
  search?: string | undefined;
  tag?: string | undefined;
}

export async function listDeviceUsers(db: Database, secret: string, companyId: string, q: ListQuery) {
  const project = q.projectId !== undefined ? await companyTalkRow(db, companyId, q.projectId) : null;
  const where = and(
    eq(faceUsers.companyId, companyId),
    project ? eq(faceUsers.projectId, project.id) : undefined,
    q.search
      ? or(ilike(faceUsers.name, containsPattern(q.search)), arrayContains(faceUsers.tags, [q.search]))
      : undefined,
    q.tag ? arrayContains(faceUsers.tags, [q.tag]) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(faceUsers).where(where);
  const rows = await db
    .select()
    .from(faceUsers)
    .where(where)
    .orderBy(desc(faceUsers.createdAt), desc(faceUsers.id))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  return {
    list: rows.map((r) => deviceUserView(r, secret)),
    total: total?.n ?? 0,
    pageIndex: q.pageIndex,
    pageSize: q.pageSize,
  };
}
