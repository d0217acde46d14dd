import { and, asc, eq, inArray } from 'drizzle-orm';
import { knowledgeMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { talkResponses } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { companyTalkRow } from '../talk/projects';

type ResponseRow = typeof talkResponses.$inferSelect;

export const responseView = (r: ResponseRow) => ({
  id: r.id,
  projectId: r.projectId,
  type: r.type,
  answer: r.answer,
  canvasData: r.canvasData ?? null,
  createTime: r.createdAt,
  updateTime: r.updatedAt,
});

export async function listResponses(db: Database, companyId: string, projectId: string | number, type?: number) {
  const project = await companyTalkRow(db, companyId, projectId);
  const rows = await db
    .select()
    .from(talkResponses)
    .where(
      and(
        eq(talkResponses.projectId, project.id),
        eq(talkResponses.companyId, companyId),
        type ? eq(talkResponses.type, type) : undefined,
      ),
    )
    .orderBy(asc(talkResponses.type), asc(talkResponses.createdAt));
  return { list: rows.map(responseView), total: rows.length };
}

export async function createResponse(
  db: Database,
  companyId: string,
  input: { projectId: string | number; type: number; answer: string; canvasData?: unknown },
) {
  const project = await companyTalkRow(db, companyId, input.projectId);
  const [row] = await db
    .insert(talkResponses)
    .values({
      companyId,
      projectId: project.id,
      type: input.type,
      answer: input.answer,
      canvasData: input.canvasData ?? null,
    })
    .returning();
  return responseView(row!);
}

export async function updateResponse(
  db: Database,
  companyId: string,
  input: { id: string | number; answer: string; canvasData?: unknown },
) {
  const id = asUuid(input.id);
  const [row] = id
    ? await db
        .update(talkResponses)
        .set({
          answer: input.answer,
          ...(input.canvasData !== undefined ? { canvasData: input.canvasData } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(talkResponses.id, id), eq(talkResponses.companyId, companyId)))
        .returning()
    : [];
  if (!row) throw DomainError.business(404, knowledgeMessages.responseNotFound);
  return responseView(row);
}

export async function deleteResponses(db: Database, companyId: string, ids: (string | number)[]) {
  const uuids = ids.map(asUuid).filter((id): id is string => id !== null);
  if (uuids.length === 0) return { deleted: 0 };
  const rows = await db
    .delete(talkResponses)
    .where(and(inArray(talkResponses.id, uuids), eq(talkResponses.companyId, companyId)))
    .returning({ id: talkResponses.id });
  return { deleted: rows.length };
}

/** The project's responses of one type; the engine picks one of them. */
export const responsesOf = (db: Database, projectId: string, type: number) =>
  db
    .select()
    .from(talkResponses)
    .where(and(eq(talkResponses.projectId, projectId), eq(talkResponses.type, type)))
    .orderBy(asc(talkResponses.createdAt));
