import { and, eq } from 'drizzle-orm';
import { speechRuleMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { ttsTasks } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { TTS_ASYNC_JOB } from './job-names';
import { synthesizeToStorage, type SpeechDeps, type SpeechSettings } from './synthesize';

/** Runs one asynchronous synthesis; a failure is recorded on the task (Failed with a reason). */
export async function runTtsTask(deps: SpeechDeps, taskId: string) {
  const [task] = await deps.db.select().from(ttsTasks).where(eq(ttsTasks.id, taskId));
  if (task?.status !== 'Running') return;
  const request = task.request as unknown as SpeechSettings & { text: string };
  try {
    const { key, durationMs } = await synthesizeToStorage(deps, task.companyId, request.text, request);
    await deps.db
      .update(ttsTasks)
      .set({ status: 'Succeeded', audioKey: key, durationMs, finishedAt: new Date() })
      .where(eq(ttsTasks.id, taskId));
  } catch (error) {
    // A rule the request breaks will not pass on retry: record it. Anything else is retried by the queue.
    if (!(error instanceof DomainError)) throw error;
    await deps.db
      .update(ttsTasks)
      .set({ status: 'Failed', failReason: error.message, finishedAt: new Date() })
      .where(eq(ttsTasks.id, taskId));
  }
}

/** Stores a durable synthesis request and queues it once; answers the task id to poll. */
export async function queueTtsTask(
  deps: { db: Database; queue: JobQueue },
  owner: { id: string; companyId: string },
  request: SpeechSettings & { text: string },
) {
  const [task] = await deps.db
    .insert(ttsTasks)
    .values({ companyId: owner.companyId, userId: owner.id, request: { ...request } })
    .returning({ id: ttsTasks.id });
  await deps.queue.send(TTS_ASYNC_JOB, { taskId: task!.id }, { singletonKey: task!.id });
  return task!.id;
}

/** The company's synthesis task; any other id is unknown. */
export async function companyTtsTask(db: Database, companyId: string, taskId: string | number) {
  const id = asUuid(taskId);
  const [task] = id
    ? await db
        .select()
        .from(ttsTasks)
        .where(and(eq(ttsTasks.id, id), eq(ttsTasks.companyId, companyId)))
    : [];
  if (!task) throw DomainError.business(404, speechRuleMessages.taskNotFound);
  return task;
}
