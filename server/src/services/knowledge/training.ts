import { and, desc, eq } from 'drizzle-orm';
import { knowledgeMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { talkKnowledgeIndexes, talkNluTasks, talkProjects } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { companyTalkRow } from '../talk/projects';
import { indexedFaq, projectFaqRows } from './faq';
import { TRAIN_KNOWLEDGE_JOB } from './job-names';
import { tokenize } from './segmenter';
import { rememberIndex } from './index-cache';
import { buildKnowledgeIndex } from './knowledge-index';
import { projectDocuments } from '../documents/folders';
import type { ReadDocuments, SourceDocument } from './document-passages';
import type { TrainedPassage } from '../../db/schema/index';

/** 002 §3 training status. */
export const NLU_STATUS = { Init: 0, Running: 1, Success: 2, Fail: 3 } as const;

/** Submits a training task at Init and queues it; the project's nluTaskId points at it at once. */
export async function submitTraining(db: Database, queue: JobQueue, companyId: string, projectId: string | number) {
  const row = await companyTalkRow(db, companyId, projectId);
  const [task] = await db.insert(talkNluTasks).values({ companyId, projectId: row.id }).returning();
  await db.update(talkProjects).set({ nluTaskId: task!.id }).where(eq(talkProjects.id, row.id));
  // Room for reading new documents (LibreOffice may take a minute for a large Office file).
  await queue.send(TRAIN_KNOWLEDGE_JOB, { taskId: task!.id }, { retryLimit: 2 });
  return { taskId: task!.id, projectId: row.id, status: task!.status };
}

export async function trainingOf(db: Database, companyId: string, id: string | number) {
  const taskId = asUuid(id);
  const [task] = taskId
    ? await db
        .select()
        .from(talkNluTasks)
        .where(and(eq(talkNluTasks.id, taskId), eq(talkNluTasks.companyId, companyId)))
    : [];
  if (!task) throw DomainError.business(404, knowledgeMessages.trainingNotFound);
  const [built] = await db
    .select({
      itemCount: talkKnowledgeIndexes.itemCount,
      buildMs: talkKnowledgeIndexes.buildMs,
      passages: talkKnowledgeIndexes.passages,
      skipped: talkKnowledgeIndexes.skippedDocuments,
    })
    .from(talkKnowledgeIndexes)
    .where(eq(talkKnowledgeIndexes.taskId, task.id));
  return {
    taskId: task.id,
    projectId: task.projectId,
    status: task.status,
    failReason: task.failReason,
    updateTime: task.updatedAt,
    itemCount: built?.itemCount ?? null,
    buildMs: built?.buildMs ?? null,
    // Ours (002 §3 lists status only): what the bound documents gave, so the editor can say which were not read.
    documentCount: built ? new Set(built.passages.map((p) => p.documentId)).size : null,
    passageCount: built?.passages.length ?? null,
    skippedDocuments: built?.skipped ?? [],
  };
}

const setStatus = (db: Database, taskId: string, status: number, failReason: string | null = null) =>
  db.update(talkNluTasks).set({ status, failReason, updatedAt: new Date() }).where(eq(talkNluTasks.id, taskId));

/**
 * Passages a training keeps (ours; 002 silent): about 1.5 million characters of documents. The
 * index of 5 000 builds in under a second on the thread that answers (see the notes' figures).
 */
export const MAX_PASSAGES = 5000;

export interface TrainingDeps {
  db: Database;
  /** Reads documents into passages; the job passes one that runs in a heavy-work thread. */
  readDocuments(documents: SourceDocument[]): Promise<ReadDocuments>;
}

/**
 * Passages of the bound documents. A stored document never changes (a new upload is a new item),
 * so the passages the project's previous training read of it are taken again, and only documents
 * new to the project are read.
 */
async function documentPassages(deps: TrainingDeps, companyId: string, projectId: string): Promise<ReadDocuments> {
  const documents = await projectDocuments(deps.db, companyId, projectId);
  if (documents.length === 0) return { passages: [], skipped: [] };
  const [previous] = await deps.db
    .select({ passages: talkKnowledgeIndexes.passages })
    .from(talkKnowledgeIndexes)
    .where(eq(talkKnowledgeIndexes.projectId, projectId))
    .orderBy(desc(talkKnowledgeIndexes.createdAt))
    .limit(1);
  const known = new Map<string, TrainedPassage[]>();
  for (const p of previous?.passages ?? []) known.set(p.documentId, [...(known.get(p.documentId) ?? []), p]);
  const unread = documents.filter((d) => !known.has(d.id));
  const fresh = unread.length > 0 ? await deps.readDocuments(unread) : { passages: [], skipped: [] };
  const readNow = new Map<string, TrainedPassage[]>();
  for (const p of fresh.passages) readNow.set(p.documentId, [...(readNow.get(p.documentId) ?? []), p]);
  // In library order, each with its current name (a renamed document keeps its text), whole
  // documents while they fit under the cap.
  const passages: TrainedPassage[] = [];
  const skipped = [...fresh.skipped];
  for (const d of documents) {
    const own = known.get(d.id) ?? readNow.get(d.id) ?? [];
    if (passages.length + own.length > MAX_PASSAGES) {
      skipped.push({ documentId: d.id, documentName: d.title, reason: `超出文档资料容量（${MAX_PASSAGES}段）` });
      continue;
    }
    for (const p of own) passages.push({ ...p, documentName: d.title });
  }
  return { passages, skipped };
}

/** The job: Init → Running → Success (the snapshot stored) or Fail (an empty knowledge base). */
export async function runTraining(deps: TrainingDeps, taskId: string) {
  const { db } = deps;
  const [task] = await db.select().from(talkNluTasks).where(eq(talkNluTasks.id, taskId));
  if (!task || task.status === NLU_STATUS.Success || task.status === NLU_STATUS.Fail) return;
  await setStatus(db, taskId, NLU_STATUS.Running);
  const rows = await projectFaqRows(db, task.companyId, task.projectId);
  const documents = await documentPassages(deps, task.companyId, task.projectId);
  // Decision (002 §3 silent): bound documents alone are a knowledge base (the model answers from them).
  if (rows.length === 0 && documents.passages.length === 0)
    return void (await setStatus(db, taskId, NLU_STATUS.Fail, knowledgeMessages.trainingEmpty));
  const items = rows.map(indexedFaq);
  const started = performance.now();
  // Built here as well as where it is served: a build that throws fails the task, not a visitor.
  const index = buildKnowledgeIndex(items, documents.passages, tokenize);
  const buildMs = Math.round(performance.now() - started);
  await db
    .insert(talkKnowledgeIndexes)
    .values({
      taskId,
      companyId: task.companyId,
      projectId: task.projectId,
      items,
      passages: documents.passages,
      skippedDocuments: documents.skipped,
      itemCount: items.length,
      buildMs,
    })
    .onConflictDoNothing();
  rememberIndex(taskId, index);
  await setStatus(db, taskId, NLU_STATUS.Success);
}

export async function failTraining(db: Database, taskId: string) {
  await setStatus(db, taskId, NLU_STATUS.Fail, '训练失败，请重试');
}

/** The task of a project's latest successful training, or null when it was never trained. */
export async function latestTrainedTask(db: Database, projectId: string) {
  const [row] = await db
    .select({ taskId: talkKnowledgeIndexes.taskId })
    .from(talkKnowledgeIndexes)
    .where(eq(talkKnowledgeIndexes.projectId, projectId))
    .orderBy(desc(talkKnowledgeIndexes.createdAt))
    .limit(1);
  return row?.taskId ?? null;
}

/** What a training indexed (read only when this process has not built it yet). */
export async function trainedSnapshot(db: Database, taskId: string) {
  const [row] = await db
    .select({ items: talkKnowledgeIndexes.items, passages: talkKnowledgeIndexes.passages })
    .from(talkKnowledgeIndexes)
    .where(eq(talkKnowledgeIndexes.taskId, taskId));
  return { items: row?.items ?? [], passages: row?.passages ?? [] };
}
