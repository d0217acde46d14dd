import { and, count, desc, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import { commonMessages, studioMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { videoTasks } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import type { Storage } from '../storage/storage';
import { containsPattern } from '../sql';
import { visibleTasks } from './task-scope';

/* The video tasks a user may see (task-scope.ts), read and deleted; any other id reads as unknown. */
type Viewer = { id: string; companyId: string; roles: readonly string[] };

export async function visibleTask(db: Database, viewer: Viewer, bizId: string | number) {
  const id = asUuid(bizId);
  const [task] = id
    ? await db
        .select()
        .from(videoTasks)
        .where(and(eq(videoTasks.bizId, id), visibleTasks(viewer)))
    : [];
  if (!task) throw DomainError.business(404, commonMessages.notFound);
  return task;
}

/** The studio's task list: keyword, status, a date range whose end is the end of its day. */
export async function listStudioTasks(
  db: Database,
  viewer: Viewer,
  input: {
    keyword: string;
    pageIndex: number;
    pageSize: number;
    displayStatus?: 'Running' | 'Finished' | 'Fail' | undefined;
    startTime?: number | undefined;
    endTime?: number | undefined;
  },
) {
  const where: SQL[] = [visibleTasks(viewer), eq(videoTasks.origin, 'studio')];
  if (input.keyword) where.push(ilike(videoTasks.title, containsPattern(input.keyword)));
  if (input.displayStatus) where.push(eq(videoTasks.displayStatus, input.displayStatus));
  if (input.startTime !== undefined) where.push(gte(videoTasks.createdAt, new Date(input.startTime)));
  if (input.endTime !== undefined) where.push(lte(videoTasks.createdAt, endOfDay(input.endTime)));
  const condition = and(...where);
  const [total] = await db.select({ n: count() }).from(videoTasks).where(condition);
  const rows = await db
    .select()
    .from(videoTasks)
    .where(condition)
    .orderBy(desc(videoTasks.createdAt))
    .limit(input.pageSize)
    .offset((input.pageIndex - 1) * input.pageSize);
  return { rows, total: total?.n ?? 0 };
}

const endOfDay = (ms: number) => {
  const d = new Date(ms);
  d.setHours(23, 59, 59, 999);
  return d;
};

/**
 * Deletes the tasks among `scope` and their files; tasks in production cannot be deleted (001 §2). One query
 * finds them all; an id outside the scope is a 404 and then nothing is deleted.
 */
export async function deleteTasksIn(
  deps: { db: Database; storage: Storage },
  scope: SQL | undefined,
  bizIds: (string | number)[],
) {
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
          .where(and(inArray(videoTasks.bizId, ids as string[]), scope));
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

/** The studio task list's delete: the tasks the viewer may see. */
export const deleteVisibleTasks = (
  deps: { db: Database; storage: Storage },
  viewer: Viewer,
  bizIds: (string | number)[],
) => deleteTasksIn(deps, visibleTasks(viewer), bizIds);
