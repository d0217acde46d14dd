import { eq } from 'drizzle-orm';
import { ttsTasks } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { synthesizeToStorage, type SpeechDeps, type SpeechSettings } from './synthesize';

/** Runs one asynchronous synthesis; a failure is recorded on the task (Failed with a reason). */
export async function runTtsTask(deps: SpeechDeps, taskId: string) {
  const [task] = await deps.db.select().from(ttsTasks).where(eq(ttsTasks.id, taskId));
  if (!task || task.status !== 'Running') return;
  const request = task.request as unknown as SpeechSettings & { text: string };
  try {
    const { key, durationMs } = await synthesizeToStorage(deps, task.companyId, request.text, request);
    await deps.db.update(ttsTasks).set({ status: 'Succeeded', audioKey: key, durationMs, finishedAt: new Date() }).where(eq(ttsTasks.id, taskId));
  } catch (error) {
    // A rule the request breaks will not pass on retry: record it. Anything else is retried by the queue.
    if (!(error instanceof DomainError)) throw error;
    await deps.db.update(ttsTasks).set({ status: 'Failed', failReason: error.message, finishedAt: new Date() }).where(eq(ttsTasks.id, taskId));
  }
}
