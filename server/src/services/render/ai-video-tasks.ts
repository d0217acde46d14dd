import { readProjectRenderData, sceneSpeechText } from '@portal/contracts/scene/index';
import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import { commonMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { videoTasks } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { containsPattern } from '../sql';
import type { Storage } from '../storage/storage';
import { deleteTasksIn } from './tasks.repo';
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

/** Deletes AI video tasks and their files, as the studio list does (001 §2): running ones refuse, unknown ids 404. */
export const deleteAiVideoTasks = (
  deps: { db: Database; storage: Storage },
  viewer: Viewer,
  bizIds: (string | number)[],
) => deleteTasksIn(deps, aiVideoOf(viewer), bizIds);
