import { and, desc, eq } from 'drizzle-orm';
import { commonMessages, knowledgeMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { talkKnowledgeIndexes, talkNluTasks, talkProjects } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { companyTalkRow } from '../talk/projects';
import { projectFaqRows } from './faq';
import { TRAIN_KNOWLEDGE_JOB } from './job-names';
import { buildFaqIndex } from './retrieval/faq-index';
import { tokenize } from './segmenter';
import { rememberIndex } from './index-cache';

/** 002 §3 training status. */
export const NLU_STATUS = { Init: 0, Running: 1, Success: 2, Fail: 3 } as const;

/** Submits a training task at Init and queues it; the project's nluTaskId points at it at once. */
export async function submitTraining(db: Database, queue: JobQueue, companyId: string, projectId: string | number) {
  const row = await companyTalkRow(db, companyId, projectId);
  const [task] = await db.insert(talkNluTasks).values({ companyId, projectId: row.id }).returning();
  await db.update(talkProjects).set({ nluTaskId: task!.id }).where(eq(talkProjects.id, row.id));
  await queue.send(TRAIN_KNOWLEDGE_JOB, { taskId: task!.id }, { retryLimit: 2, expireInSeconds: 300 });
  return { taskId: task!.id, projectId: row.id, status: task!.status };
}

export async function trainingOf(db: Database, companyId: string, id: string | number) {
  const taskId = asUuid(id);
  const [task] = taskId ? await db.select().from(talkNluTasks).where(and(eq(talkNluTasks.id, taskId), eq(talkNluTasks.companyId, companyId))) : [];
  if (!task) throw DomainError.business(404, commonMessages.notFound);
  const [built] = await db.select({ itemCount: talkKnowledgeIndexes.itemCount, buildMs: talkKnowledgeIndexes.buildMs }).from(talkKnowledgeIndexes).where(eq(talkKnowledgeIndexes.taskId, task.id));
  return { taskId: task.id, projectId: task.projectId, status: task.status, failReason: task.failReason, updateTime: task.updatedAt, itemCount: built?.itemCount ?? null, buildMs: built?.buildMs ?? null };
}

const setStatus = (db: Database, taskId: string, status: number, failReason: string | null = null) =>
  db.update(talkNluTasks).set({ status, failReason, updatedAt: new Date() }).where(eq(talkNluTasks.id, taskId));

/** The job: Init → Running → Success (the snapshot stored) or Fail (an empty knowledge base). */
export async function runTraining(db: Database, taskId: string) {
  const [task] = await db.select().from(talkNluTasks).where(eq(talkNluTasks.id, taskId));
  if (!task || task.status === NLU_STATUS.Success || task.status === NLU_STATUS.Fail) return;
  await setStatus(db, taskId, NLU_STATUS.Running);
  const rows = await projectFaqRows(db, task.companyId, task.projectId);
  if (rows.length === 0) return void (await setStatus(db, taskId, NLU_STATUS.Fail, knowledgeMessages.trainingEmpty));
  const items = rows.map((r) => ({ id: r.id, questions: [r.standardQuestion, ...r.similarQuestions] }));
  const started = performance.now();
  // Built here as well as where it is served: a build that throws fails the task, not a visitor.
  const index = buildFaqIndex(items, tokenize);
  const buildMs = Math.round(performance.now() - started);
  await db.insert(talkKnowledgeIndexes).values({ taskId, companyId: task.companyId, projectId: task.projectId, items, itemCount: items.length, buildMs }).onConflictDoNothing();
  rememberIndex(taskId, index);
  await setStatus(db, taskId, NLU_STATUS.Success);
}

export async function failTraining(db: Database, taskId: string) {
  await setStatus(db, taskId, NLU_STATUS.Fail, '训练失败，请重试');
}

/** The task of a project's latest successful training, or null when it was never trained. */
export async function latestTrainedTask(db: Database, projectId: string) {
  const [row] = await db.select({ taskId: talkKnowledgeIndexes.taskId }).from(talkKnowledgeIndexes).where(eq(talkKnowledgeIndexes.projectId, projectId)).orderBy(desc(talkKnowledgeIndexes.createdAt)).limit(1);
  return row?.taskId ?? null;
}

/** What a training indexed (read only when this process has not built it yet). */
export async function trainedItems(db: Database, taskId: string) {
  const [row] = await db.select({ items: talkKnowledgeIndexes.items }).from(talkKnowledgeIndexes).where(eq(talkKnowledgeIndexes.taskId, taskId));
  return row?.items ?? [];
}
