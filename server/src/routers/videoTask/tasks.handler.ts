import { and, count, desc, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import { commonMessages, renderRuleMessages, studioMessages, COLOR_FILTERS, ENTRANCE_ANIMATIONS, EXIT_ANIMATIONS, LOOPING_ANIMATIONS, TRANSITIONS } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { videoTasks } from '../../db/schema/index';
import { DomainError } from '../../services/domain-error';
import { asUuid } from '../../services/ids';
import { retryRenderTask, startRenderTask } from '../../services/render/start-task';
import { visibleTasks } from '../../services/render/task-scope';
import { taskView } from '../../services/render/task-view';
import { companyProject } from '../../services/studio/projects';

type Ctx = Pick<Context, 'db' | 'queue' | 'storage' | 'request' | 'config'> & { user: SessionUser };

async function companyTask(ctx: Ctx, bizId: string | number) {
  const id = asUuid(bizId);
  const [task] = id ? await ctx.db.select().from(videoTasks).where(and(eq(videoTasks.bizId, id), visibleTasks(ctx.user))) : [];
  if (!task) throw DomainError.business(404, commonMessages.notFound);
  return task;
}

/** Several tasks the caller may see, in one query (only what a delete needs); any other id is a 404. */
async function companyTasks(ctx: Ctx, bizIds: (string | number)[]) {
  const ids = [...new Set(bizIds.map(asUuid))];
  if (ids.some((id) => !id)) throw DomainError.business(404, commonMessages.notFound);
  const tasks = ids.length === 0 ? [] : await ctx.db.select({ bizId: videoTasks.bizId, displayStatus: videoTasks.displayStatus, outputKey: videoTasks.outputKey, thumbnailKey: videoTasks.thumbnailKey, subtitleKey: videoTasks.subtitleKey }).from(videoTasks).where(and(inArray(videoTasks.bizId, ids as string[]), visibleTasks(ctx.user)));
  if (tasks.length !== ids.length) throw DomainError.business(404, commonMessages.notFound);
  return tasks;
}

/** /video-project/submit: the scene checks again on the server, credits, then the render job. */
export async function submitHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number; resolution: 'R_1080P' | 'R_4K' } }) {
  const project = await companyProject(ctx.db, ctx.user.companyId, input.projectId);
  const task = await startRenderTask(ctx, { companyId: ctx.user.companyId, userId: ctx.user.id }, project, input.resolution);
  return taskView(task, ctx.storage, ctx.request.origin);
}

/** /video-project/get-task-list: keyword, status, a date range whose end is the end of its day. */
export async function taskListHandler({ ctx, input }: { ctx: Ctx; input: { keyword: string; pageIndex: number; pageSize: number; displayStatus?: 'Running' | 'Finished' | 'Fail' | undefined; startTime?: number | undefined; endTime?: number | undefined } }) {
  const where: SQL[] = [visibleTasks(ctx.user), eq(videoTasks.origin, 'studio')];
  if (input.keyword) where.push(ilike(videoTasks.title, `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (input.displayStatus) where.push(eq(videoTasks.displayStatus, input.displayStatus));
  if (input.startTime !== undefined) where.push(gte(videoTasks.createdAt, new Date(input.startTime)));
  if (input.endTime !== undefined) where.push(lte(videoTasks.createdAt, endOfDay(input.endTime)));
  const condition = and(...where);
  const [total] = await ctx.db.select({ n: count() }).from(videoTasks).where(condition);
  const rows = await ctx.db.select().from(videoTasks).where(condition).orderBy(desc(videoTasks.createdAt)).limit(input.pageSize).offset((input.pageIndex - 1) * input.pageSize);
  return { records: rows.map((t) => taskView(t, ctx.storage, ctx.request.origin)), total: total?.n ?? 0 };
}

const endOfDay = (ms: number) => {
  const d = new Date(ms);
  d.setHours(23, 59, 59, 999);
  return d;
};

/** /video-project/delete-task: tasks in production cannot be deleted (001 §2). */
export async function deleteTaskHandler({ ctx, input }: { ctx: Ctx; input: { bizIds: (string | number)[] } }) {
  const tasks = await companyTasks(ctx, input.bizIds);
  if (tasks.some((t) => t.displayStatus === 'Running')) throw DomainError.business(400, studioMessages.runningTaskUndeletable);
  await ctx.db.delete(videoTasks).where(inArray(videoTasks.bizId, tasks.map((t) => t.bizId)));
  for (const t of tasks) for (const key of [t.outputKey, t.thumbnailKey, t.subtitleKey]) if (key) await ctx.storage.store.remove(key);
  return { ok: true as const };
}

/** Retry (bizId): a failed task runs again with the same project snapshot and fresh credits. */
export async function retryHandler({ ctx, input }: { ctx: Ctx; input: { bizId: string | number } }) {
  const task = await companyTask(ctx, input.bizId);
  if (task.displayStatus !== 'Fail') throw DomainError.business(400, renderRuleMessages.onlyFailedRetry);
  const again = await retryRenderTask(ctx, task);
  return taskView(again, ctx.storage, ctx.request.origin);
}

export async function progressInfoHandler({ ctx, input }: { ctx: Ctx; input: { bizId: string | number } }) {
  const task = await companyTask(ctx, input.bizId);
  return { bizId: task.bizId, displayStatus: task.displayStatus, stage: task.stage, progress: task.progress };
}

/** /video-project/extract-title: the first sentence of the text, at most 20 characters. */
export const extractTitleHandler = ({ input }: { input: { text: string } }) => {
  const first = input.text.trim().split(/[。！？!?\n]/)[0] ?? '';
  return { title: [...first.replace(/[，,；;：:]+$/, '')].slice(0, 20).join('') || '未命名视频' };
};

/** /video-project/get-effect-list: the animations and filters the editor offers (001 §3). */
export const effectListHandler = () => ({
  entrance: [...ENTRANCE_ANIMATIONS],
  exit: [...EXIT_ANIMATIONS],
  looping: [...LOOPING_ANIMATIONS],
  transitions: [...TRANSITIONS],
  filters: [...COLOR_FILTERS],
});
