import { readProjectRenderData, sceneSpeechText } from '@portal/contracts/scene/index';
import { and, count, desc, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import { commonMessages, studioMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { videoTasks } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { containsPattern } from '../sql';
import type { Storage } from '../storage/storage';
import { visibleTasks } from './task-scope';

type Task = typeof videoTasks.$inferSelect;
type Viewer = Parameters<typeof visibleTasks>[0];
type AiVideoStatus = 'RUNNING' | 'SUCC' | 'FAIL';

const STATUS = { Running: 'RUNNING', Finished: 'SUCC', Fail: 'FAIL' } as const;
const FROM_STATUS = { RUNNING: 'Running', SUCC: 'Finished', FAIL: 'Fail' } as const;

/** An AI video task as the toolbox's task list reads it (001 §3). */
export function aiVideoTaskView(task: Task, storage: Storage, origin: string) {
  const url = (key: string | null) => (key ? storage.urlOf(key, origin) : null);
  const { scenes } = readProjectRenderData(task.snapshot).data;
  return {
    bizId: task.bizId,
    status: STATUS[task.displayStatus],
    progress: task.progress,
    text: scenes.map(sceneSpeechText).join(''),
    videoUrl: url(task.outputKey),
    coverUrl: url(task.thumbnailKey),
    failReason: task.failReason,
    outputData: {
      vhBizId: typeof task.snapshot.personaBizId === 'string' ? task.snapshot.personaBizId : null,
      projectId: task.projectId,
    },
    createTime: task.createdAt,
  };
}

const aiVideoOf = (viewer: Viewer) => and(visibleTasks(viewer), eq(videoTasks.origin, 'aiVideo'));

/** One AI video task the viewer may see; anything else is a 404. */
export async function aiVideoTaskOf(db: Database, viewer: Viewer, bizId: string | number) {
  const id = asUuid(bizId);
  const [task] = id
    ? await db
        .select()
        .from(videoTasks)
        .where(and(eq(videoTasks.bizId, id), aiVideoOf(viewer)))
    : [];
  if (!task) throw DomainError.business(404, commonMessages.notFound);
  return task;
}

export interface AiVideoTaskQuery {
  pageIndex: number;
  pageSize: number;
  keyword?: string | undefined;
  status?: AiVideoStatus | undefined;
  startTime?: number | undefined;
  endTime?: number | undefined;
}

/** A page of the AI video tasks the viewer may see, newest first, by title, status and creation time. */
export async function pageAiVideoTasks(db: Database, viewer: Viewer, q: AiVideoTaskQuery) {
  const where: SQL[] = [visibleTasks(viewer), eq(videoTasks.origin, 'aiVideo')];
  if (q.keyword) where.push(ilike(videoTasks.title, containsPattern(q.keyword)));
  if (q.status) where.push(eq(videoTasks.displayStatus, FROM_STATUS[q.status]));
  if (q.startTime !== undefined) where.push(gte(videoTasks.createdAt, new Date(q.startTime)));
  if (q.endTime !== undefined) where.push(lte(videoTasks.createdAt, new Date(q.endTime)));
  const condition = and(...where);
  const [total] = await db.select({ n: count() }).from(videoTasks).where(condition);
  const rows = await db
    .select()
    .from(videoTasks)
    .where(condition)
    .orderBy(desc(videoTasks.createdAt))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Deletes AI video tasks and their files. Tasks still in production cannot be deleted (001 §2);
 * any unknown id is a 404, as for a single task, and then nothing is deleted.
 */
export async function deleteAiVideoTasks(
  deps: { db: Database; storage: Storage },
  viewer: Viewer,
  bizIds: (string | number)[],
) {
  // One query for the whole batch.
  const ids = [...new Set(bizIds.map(asUuid))];
  if (ids.some((id) => !id)) throw DomainError.business(404, commonMessages.notFound);
  const tasks =
    ids.length === 0
      ? []
      : await deps.db
          .select({
            bizId: videoTasks.bizId,
            displayStatus: videoTasks.displayStatus,
            outputKey: videoTasks.outputKey,
            thumbnailKey: videoTasks.thumbnailKey,
            subtitleKey: videoTasks.subtitleKey,
          })
          .from(videoTasks)
          .where(and(inArray(videoTasks.bizId, ids as string[]), aiVideoOf(viewer)));
  if (tasks.length !== ids.length) throw DomainError.business(404, commonMessages.notFound);
  if (tasks.some((t) => t.displayStatus === 'Running'))
    throw DomainError.business(400, studioMessages.runningTaskUndeletable);
  await deps.db.delete(videoTasks).where(
    inArray(
      videoTasks.bizId,
      tasks.map((t) => t.bizId),
    ),
  );
  for (const t of tasks)
    for (const key of [t.outputKey, t.thumbnailKey, t.subtitleKey]) if (key) await deps.storage.store.remove(key);
}
