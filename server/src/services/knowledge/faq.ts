import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { knowledgeMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { talkFaqItems, type FaqAnswer } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { companyTalkRow } from '../talk/projects';

type FaqRow = typeof talkFaqItems.$inferSelect;
type AnswerInput = string | { text: string; canvasData?: unknown };

export interface FaqFields {
  standardQuestion: string;
  similarQuestions: string[];
  standardAnswers: AnswerInput[];
  isRecommend: boolean;
  extra: Record<string, unknown>;
}

export const toAnswers = (answers: AnswerInput[]): FaqAnswer[] =>
  answers.map((a) =>
    typeof a === 'string'
      ? { text: a }
      : a.canvasData === undefined
        ? { text: a.text }
        : { text: a.text, canvasData: a.canvasData },
  );

/** Similar questions without blanks, repeats or the standard question itself. */
export const cleanSimilar = (standard: string, similar: string[]) => [
  ...new Set(similar.map((q) => q.trim()).filter((q) => q && q !== standard)),
];

export function faqView(row: FaqRow) {
  return {
    id: row.id,
    projectId: row.projectId,
    standardQuestion: row.standardQuestion,
    similarQuestions: row.similarQuestions,
    standardAnswers: row.standardAnswers,
    isRecommend: row.isRecommend,
    extra: row.extra,
    createTime: row.createdAt,
    updateTime: row.updatedAt,
  };
}

export async function listFaq(
  db: Database,
  companyId: string,
  q: { projectId: string | number; pageIndex: number; pageSize: number; search?: string | undefined },
) {
  const project = await companyTalkRow(db, companyId, q.projectId);
  const scope = and(eq(talkFaqItems.projectId, project.id), eq(talkFaqItems.companyId, companyId));
  const pattern = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = pattern
    ? and(
        scope,
        or(ilike(talkFaqItems.standardQuestion, pattern), sql`${talkFaqItems.similarQuestions}::text ilike ${pattern}`),
      )
    : scope;
  const [total] = await db.select({ n: count() }).from(talkFaqItems).where(where);
  const rows = await db
    .select()
    .from(talkFaqItems)
    .where(where)
    .orderBy(asc(talkFaqItems.seq), asc(talkFaqItems.createdAt))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  return { list: rows.map(faqView), total: total?.n ?? 0, pageIndex: q.pageIndex, pageSize: q.pageSize };
}

/** Every item of a project in list order (training, export, the engine). */
export const projectFaqRows = (db: Database, companyId: string, projectId: string) =>
  db
    .select()
    .from(talkFaqItems)
    .where(and(eq(talkFaqItems.projectId, projectId), eq(talkFaqItems.companyId, companyId)))
    .orderBy(asc(talkFaqItems.seq), asc(talkFaqItems.createdAt));

/** An item as the retrieval index reads it: its questions, and its first answer's text as a weak signal. */
export const indexedFaq = (row: FaqRow) => ({
  id: row.id,
  questions: [row.standardQuestion, ...row.similarQuestions],
  answer: row.standardAnswers[0]?.text ?? '',
});

async function nextSeq(db: Database, projectId: string) {
  const [row] = await db
    .select({ max: sql<number | null>`max(${talkFaqItems.seq})` })
    .from(talkFaqItems)
    .where(eq(talkFaqItems.projectId, projectId));
  return Number(row?.max ?? 0) + 1;
}

export async function createFaq(db: Database, companyId: string, input: FaqFields & { projectId: string | number }) {
  const project = await companyTalkRow(db, companyId, input.projectId);
  const [row] = await db
    .insert(talkFaqItems)
    .values({
      companyId,
      projectId: project.id,
      standardQuestion: input.standardQuestion,
      similarQuestions: cleanSimilar(input.standardQuestion, input.similarQuestions),
      standardAnswers: toAnswers(input.standardAnswers),
      isRecommend: input.isRecommend,
      extra: input.extra,
      seq: await nextSeq(db, project.id),
    })
    .returning();
  return faqView(row!);
}

async function companyFaqRow(db: Database, companyId: string, id: string | number) {
  const faqId = asUuid(id);
  const [row] = faqId
    ? await db
        .select()
        .from(talkFaqItems)
        .where(and(eq(talkFaqItems.id, faqId), eq(talkFaqItems.companyId, companyId)))
    : [];
  if (!row) throw DomainError.business(404, knowledgeMessages.faqNotFound);
  return row;
}

export async function updateFaq(db: Database, companyId: string, input: Partial<FaqFields> & { id: string | number }) {
  const row = await companyFaqRow(db, companyId, input.id);
  const standardQuestion = input.standardQuestion ?? row.standardQuestion;
  const [updated] = await db
    .update(talkFaqItems)
    .set({
      standardQuestion,
      similarQuestions: cleanSimilar(standardQuestion, input.similarQuestions ?? row.similarQuestions),
      ...(input.standardAnswers ? { standardAnswers: toAnswers(input.standardAnswers) } : {}),
      ...(input.isRecommend !== undefined ? { isRecommend: input.isRecommend } : {}),
      ...(input.extra ? { extra: input.extra } : {}),
      updatedAt: new Date(),
    })
    .where(eq(talkFaqItems.id, row.id))
    .returning();
  return faqView(updated!);
}

/** Deletes the company's items among ids; another company's ids are skipped, not reported. */
export async function deleteFaq(db: Database, companyId: string, ids: (string | number)[]) {
  const uuids = ids.map(asUuid).filter((id): id is string => id !== null);
  if (uuids.length === 0) return { deleted: 0 };
  const rows = await db
    .delete(talkFaqItems)
    .where(and(inArray(talkFaqItems.id, uuids), eq(talkFaqItems.companyId, companyId)))
    .returning({ id: talkFaqItems.id });
  return { deleted: rows.length };
}

export async function clearFaq(db: Database, companyId: string, projectId: string | number) {
  const project = await companyTalkRow(db, companyId, projectId);
  const rows = await db
    .delete(talkFaqItems)
    .where(and(eq(talkFaqItems.projectId, project.id), eq(talkFaqItems.companyId, companyId)))
    .returning({ id: talkFaqItems.id });
  return { deleted: rows.length };
}

/** Recommended questions (getRecommendAskTextList): the standard questions marked isRecommend. */
export async function recommendedQuestions(db: Database, companyId: string, projectId: string) {
  const rows = await db
    .select({ id: talkFaqItems.id, q: talkFaqItems.standardQuestion })
    .from(talkFaqItems)
    .where(
      and(
        eq(talkFaqItems.projectId, projectId),
        eq(talkFaqItems.companyId, companyId),
        eq(talkFaqItems.isRecommend, true),
      ),
    )
    .orderBy(asc(talkFaqItems.seq));
  return rows.map((r) => ({ id: r.id, askText: r.q }));
}
