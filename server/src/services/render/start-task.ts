import { and, eq } from 'drizzle-orm';
import { renderRuleMessages } from '@portal/contracts';
import { readProjectRenderData, type StudioScene } from '@portal/contracts/scene/index';
import { firstSceneCheckFailure } from '@portal/workers/core/scene-checks/index';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { videoProjects, videoTasks, voices } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import { visibleAvatars } from '../avatars/avatar-access';
import { DomainError } from '../domain-error';
import { companyTextChecker } from '../safety/company-lexicon';
import type { Storage } from '../storage/storage';
import { submitCredits, reserveCredits } from './credits';
import { failVideoTask } from './render-video';
import { RENDER_VIDEO_JOB } from './job-names';
import { checkSceneMedia, withMediaFindings } from './scene-media-checks';
import { sceneCheckInputs } from './scene-text';

type Project = typeof videoProjects.$inferSelect;

/**
 * The one way a render starts: the scene checks of 001 §5 (the first failure answers with its
 * message) over the scenes' text and what their uploaded audio and subtitle files say, credits
 * reserved for the resolution, a task row and a durable render job.
 */
export async function startRenderTask(
  deps: { db: Database; queue: JobQueue; storage: Storage; config: Pick<AppConfig, 'asr'> },
  owner: { companyId: string; userId: string },
  project: Project,
  resolution: 'R_1080P' | 'R_4K',
  origin: 'studio' | 'aiVideo' = 'studio',
) {
  const stored = readProjectRenderData(project.data).data.scenes;
  const postures = new Set(
    (await visibleAvatars(deps.db, owner.companyId)).flatMap((a) => a.postures.map((p) => p.postureId)),
  );
  const voiceRows = await deps.db.select({ bizId: voices.bizId, code: voices.languageCode }).from(voices);
  const codeOf = (scene: StudioScene) => voiceRows.find((v) => v.bizId === scene.tts?.voiceBizId)?.code ?? 'zh-CN';
  const check = await companyTextChecker(deps.db, owner.companyId);
  // The media checks read and write the scenes' uploads as plain records (customizeAudioData, 001 §3).
  const records = stored as unknown as Record<string, unknown>[];
  const media = await checkSceneMedia(deps, owner.companyId, records, check);
  const withFindings = withMediaFindings(records, media);
  if (withFindings.some((s, i) => s !== records[i])) await keepFindings(deps.db, project, withFindings);
  const scenes = withFindings as unknown as StudioScene[];
  const failure = firstSceneCheckFailure(sceneCheckInputs(scenes, postures, codeOf, check, media));
  if (failure) throw DomainError.business(400, failure.message);
  const credits = submitCredits(resolution, scenes);
  await reserveCredits(deps.db, owner, credits);
  const [task] = await deps.db
    .insert(videoTasks)
    .values({
      companyId: owner.companyId,
      userId: owner.userId,
      projectId: project.id,
      title: project.title,
      resolution,
      reservedCredits: credits,
      snapshot: { ...project.data, scenes },
      origin,
    })
    .returning();
  await sendRenderJob(deps, task!);
  return task!;
}

/**
 * Writes the flagged audio and subtitle texts into the project (001 §3 customizeAudioData), so the
 * editor shows them after a refusal. Only when nobody saved since it was read; the version stays,
 * since the content the user edits did not change (an editor save overwriting it loses nothing: the
 * next submit reads the files again).
 */
async function keepFindings(db: Database, project: Project, scenes: Record<string, unknown>[]) {
  await db
    .update(videoProjects)
    .set({ data: { ...project.data, scenes } })
    .where(and(eq(videoProjects.id, project.id), eq(videoProjects.version, project.version)));
}

/**
 * Runs a failed task again with the same project snapshot; its credits are reserved anew. The task
 * leaves Fail first, so of two retries at once only one reserves credits and sends a job.
 */
export async function retryRenderTask(deps: { db: Database; queue: JobQueue }, task: typeof videoTasks.$inferSelect) {
  const [again] = await deps.db
    .update(videoTasks)
    .set({ displayStatus: 'Running', stage: 'queued', progress: 0, failReason: null, finishedAt: null })
    .where(and(eq(videoTasks.bizId, task.bizId), eq(videoTasks.displayStatus, 'Fail')))
    .returning();
  if (!again) throw DomainError.business(400, renderRuleMessages.onlyFailedRetry);
  try {
    await reserveCredits(deps.db, { companyId: task.companyId, userId: task.userId }, task.reservedCredits);
  } catch (error) {
    // Not enough quota: the task stays as it was, failed with its reason.
    await deps.db
      .update(videoTasks)
      .set({ displayStatus: 'Fail', stage: task.stage, failReason: task.failReason, finishedAt: task.finishedAt })
      .where(and(eq(videoTasks.bizId, task.bizId), eq(videoTasks.displayStatus, 'Running')));
    throw error;
  }
  await sendRenderJob(deps, again);
  return again;
}

/**
 * Queues the task's render. A job that cannot be queued would leave it Running with nothing to run
 * it: it ends as failed instead, its credits given back.
 */
async function sendRenderJob(deps: { db: Database; queue: JobQueue }, task: typeof videoTasks.$inferSelect) {
  try {
    await deps.queue.send(RENDER_VIDEO_JOB, { bizId: task.bizId }, { singletonKey: task.bizId, retryLimit: 2 });
  } catch (error) {
    await failVideoTask(deps, task, renderRuleMessages.renderFailed);
    throw error;
  }
}
