import { jobKinds, type JobDeps } from './kinds';
import type { JobQueue } from './queue';

/**
 * Registers a worker for every job kind on this queue; each finished job is logged with its time.
 * With a heavy-work pool in the deps, CPU-bound kinds run in its threads (their give-up step stays here).
 */
export async function runWorkers(queue: JobQueue, deps: JobDeps): Promise<void> {
  for (const kind of jobKinds) {
    await queue.work(kind.name, async (data, job) => {
      const started = Date.now();
      try {
        if (kind.heavy && deps.heavy) await deps.heavy.runJob(kind.name, data);
        else await kind.run(deps, data);
        console.log(`[jobs] ${kind.name} ${job.id} done in ${Date.now() - started} ms`);
      } catch (error) {
        console.error(
          `[jobs] ${kind.name} ${job.id} failed${job.finalAttempt ? ' for good' : ''}:`,
          error instanceof Error ? error.message : error,
        );
        if (job.finalAttempt)
          await kind
            .giveUp?.(deps, data)
            .catch((e: unknown) => console.error(`[jobs] ${kind.name} give-up failed:`, e));
        throw error;
      }
    });
  }
}
