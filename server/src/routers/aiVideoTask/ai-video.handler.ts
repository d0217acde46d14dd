import { readProjectRenderData, sceneSpeechText } from '@portal/contracts/scene/index';
import { and, count, desc, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import { aiToolboxMessages, aiVideoRuleMessages, commonMessages, studioMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { videoTasks } from '../../db/schema/index';
import { avatarOrThrow, companyAvatars, usableAvatarOrThrow } from '../../services/avatars/avatar-access';
import { DomainError } from '../../services/domain-error';
import { asUuid } from '../../services/ids';
import { aiVideoProject, type AiVideoMaterial } from '../../services/render/ai-video-project';
import { retryRenderTask, startRenderTask } from '../../services/render/start-task';
import { visibleTasks } from '../../services/render/task-scope';
import { checkCompanyText } from '../../services/safety/company-lexicon';
import { companyOfKey } from '../../services/storage/keys';
import { createProject } from '../../services/studio/projects';

type Ctx = Pick<Context, 'db' | 'queue' | 'storage' | 'request' | 'config'> & { user: SessionUser };
type Task = typeof videoTasks.$inferSelect;

const STATUS = { Running: 'RUNNING', Finished: 'SUCC', Fail: 'FAIL' } as const;
const FROM_STATUS = { RUNNING: 'Running', SUCC: 'Finished', FAIL: 'Fail' } as const;

function view(task: Task, ctx: Ctx) {
  const url = (key: string | null) => (key ? ctx.storage.urlOf(key, ctx.request.origin) : null);
  const { scenes } = readProjectRenderData(task.snapshot).data;
  return {
    bizId: task.bizId,
    status: STATUS[task.displayStatus],
    progress: task.progress,
    text: scenes.map(sceneSpeechText).join(''),
    videoUrl: url(task.outputKey),
    coverUrl: url(task.thumbnailKey),
    failReason: task.failReason,
    outputData: { vhBizId: typeof task.snapshot.personaBizId === 'string' ? task.snapshot.personaBizId : null, projectId: task.projectId },
    createTime: task.createdAt,
  };
}

async function aiTask(ctx: Ctx, bizId: string | number) {
  const id = asUuid(bizId);
  const [task] = id ? await ctx.db.select().from(videoTasks).where(and(eq(videoTasks.bizId, id), visibleTasks(ctx.user), eq(videoTasks.origin, 'aiVideo'))) : [];
  if (!task) throw DomainError.business(404, commonMessages.notFound);
  return task;
}

type SubmitInput = { text: string; videoSize?: '16:9' | '9:16' | undefined; materialType?: 'PEXELS' | 'XB_MATERIAL' | 'MIX' | undefined; vhBizId?: string | undefined; xbVideoMaterialList: { url: string; mediaTypeEnum: 'video' | 'graph' }[] };

/**
 * The AI video submit checks of 001 §5, in order; the first failure answers with its message. The
 * script is checked against the company's lexicon too (its own words and allow-list).
 */
async function checkSubmit(ctx: Ctx, input: SubmitInput) {
  if (!input.vhBizId) return aiToolboxMessages.digitalEmployeeRequired;
  if (!input.videoSize) return aiToolboxMessages.videoRatioRequired;
  if (!input.materialType) return aiVideoRuleMessages.materialMatchRequired;
  if (input.materialType === 'XB_MATERIAL' && input.xbVideoMaterialList.length === 0) return aiVideoRuleMessages.materialRequired;
  if (!input.text.trim()) return aiToolboxMessages.scriptRequired;
  if ([...input.text].length > 800) return aiVideoRuleMessages.scriptTooLong;
  if ((await checkCompanyText(ctx.db, ctx.user.companyId, input.text)).level === 'SENSITIVE') return aiToolboxMessages.scriptSensitive;
  return null;
}

/** /video-creation/ai-video-task/submit: composes a project from the script and renders it. */
export async function aiVideoSubmitHandler({ ctx, input }: { ctx: Ctx; input: SubmitInput }) {
  const failure = await checkSubmit(ctx, input);
  if (failure) throw DomainError.business(400, failure);
  const avatar = await avatarOrThrow(ctx.db, ctx.user.companyId, input.vhBizId!);
  const materials: AiVideoMaterial[] = input.xbVideoMaterialList.map((m) => {
    const key = ctx.storage.keyOfUrl(m.url, ctx.request.origin);
    if (!key || companyOfKey(key) !== ctx.user.companyId) throw DomainError.business(404, aiVideoRuleMessages.materialNotOurs);
    return { url: `/storage/${key}`, kind: m.mediaTypeEnum };
  });
  const posture = avatar.postures.find((p) => p.postureId.endsWith('presenting')) ?? avatar.postures[0]!;
  const data = aiVideoProject({ text: input.text, ratio: input.videoSize!, avatar: { personaBizId: avatar.personaBizId, postureId: posture.postureId, imageUrl: `/storage/${posture.imageKey}`, voiceBizId: avatar.defaultVoiceBizId }, materials });
  const title = [...input.text.trim().split(/[。！？!?\n]/)[0]!].slice(0, 20).join('') || '智能视频';
  const owner = { companyId: ctx.user.companyId, userId: ctx.user.id };
  const project = await createProject(ctx.db, owner, { title, data });
  return view(await startRenderTask(ctx, owner, project, 'R_1080P', 'aiVideo'), ctx);
}

/** /video-creation/ai-video-task/query-page (001 §9: page size 24). */
export async function aiVideoQueryPageHandler({ ctx, input }: { ctx: Ctx; input: { pageIndex: number; pageSize: number; keyword?: string | undefined; status?: 'RUNNING' | 'SUCC' | 'FAIL' | undefined; startTime?: number | undefined; endTime?: number | undefined } }) {
  const where: SQL[] = [visibleTasks(ctx.user), eq(videoTasks.origin, 'aiVideo')];
  if (input.keyword) where.push(ilike(videoTasks.title, `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (input.status) where.push(eq(videoTasks.displayStatus, FROM_STATUS[input.status]));
  if (input.startTime !== undefined) where.push(gte(videoTasks.createdAt, new Date(input.startTime)));
  if (input.endTime !== undefined) where.push(lte(videoTasks.createdAt, new Date(input.endTime)));
  const condition = and(...where);
  const [total] = await ctx.db.select({ n: count() }).from(videoTasks).where(condition);
  const rows = await ctx.db.select().from(videoTasks).where(condition).orderBy(desc(videoTasks.createdAt)).limit(input.pageSize).offset((input.pageIndex - 1) * input.pageSize);
  return { list: rows.map((t) => view(t, ctx)), total: total?.n ?? 0, pageIndex: input.pageIndex, pageSize: input.pageSize };
}

export const aiVideoDetailHandler = async ({ ctx, input }: { ctx: Ctx; input: { bizId: string | number } }) => view(await aiTask(ctx, input.bizId), ctx);

/** Batch delete: tasks still in production cannot be deleted (001 §2). */
export async function aiVideoBatchDelHandler({ ctx, input }: { ctx: Ctx; input: { bizIds: (string | number)[] } }) {
  // One query for the whole batch; any unknown id is a 404, as for a single task.
  const ids = [...new Set(input.bizIds.map(asUuid))];
  if (ids.some((id) => !id)) throw DomainError.business(404, commonMessages.notFound);
  const tasks = ids.length === 0 ? [] : await ctx.db.select({ bizId: videoTasks.bizId, displayStatus: videoTasks.displayStatus, outputKey: videoTasks.outputKey, thumbnailKey: videoTasks.thumbnailKey, subtitleKey: videoTasks.subtitleKey }).from(videoTasks).where(and(inArray(videoTasks.bizId, ids as string[]), visibleTasks(ctx.user), eq(videoTasks.origin, 'aiVideo')));
  if (tasks.length !== ids.length) throw DomainError.business(404, commonMessages.notFound);
  if (tasks.some((t) => t.displayStatus === 'Running')) throw DomainError.business(400, studioMessages.runningTaskUndeletable);
  await ctx.db.delete(videoTasks).where(inArray(videoTasks.bizId, tasks.map((t) => t.bizId)));
  for (const t of tasks) for (const key of [t.outputKey, t.thumbnailKey, t.subtitleKey]) if (key) await ctx.storage.store.remove(key);
  return { ok: true as const };
}

export async function aiVideoRetryHandler({ ctx, input }: { ctx: Ctx; input: { bizId: string | number } }) {
  const task = await aiTask(ctx, input.bizId);
  if (task.displayStatus !== 'Fail') return view(task, ctx);
  return view(await retryRenderTask(ctx, task), ctx);
}

/**
 * Quick video (001 §2): a project made from the script with the given digital employee (one the
 * company may use) or else its first, opened in the workbench (bizId = the project,
 * outputData.vhBizId = its avatar).
 */
export async function quickVideoHandler({ ctx, input }: { ctx: Ctx; input: { text: string; vhBizId?: string | undefined; videoSize?: '16:9' | '9:16' | undefined } }) {
  if ((await checkCompanyText(ctx.db, ctx.user.companyId, input.text)).level === 'SENSITIVE') throw DomainError.business(400, aiVideoRuleMessages.quickVideoSensitive);
  const [avatar] = input.vhBizId ? [await usableAvatarOrThrow(ctx.db, ctx.user.companyId, input.vhBizId)] : await companyAvatars(ctx.db, ctx.user.companyId);
  const posture = avatar?.postures[0];
  // An avatar without a posture has nothing to stand in a scene: as good as none.
  if (!avatar || !posture) throw DomainError.business(400, aiToolboxMessages.digitalEmployeeRequired);
  const data = aiVideoProject({ text: input.text, ratio: input.videoSize ?? '16:9', avatar: { personaBizId: avatar.personaBizId, postureId: posture.postureId, imageUrl: `/storage/${posture.imageKey}`, voiceBizId: avatar.defaultVoiceBizId }, materials: [] });
  const project = await createProject(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id }, { title: [...input.text].slice(0, 20).join(''), data });
  return { bizId: project.id, outputData: { vhBizId: avatar.personaBizId } };
}
