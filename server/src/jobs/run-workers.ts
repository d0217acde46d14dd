import { jobKinds, type JobDeps } from './kinds';
import type { JobQueue } from './queue';

/**
 * Registers a worker for every job kind on this queue, and one for its jobs that failed for good;
 * each finished job is logged with its time.
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
        throw error;
      }
    });
    // A job out of attempts, whether its last one threw or its process died during it, gives up
    // here (the task shows 制作失败 and its reservation is released); one that does not need a
    // give-up step is just taken off the queue.
    const giveUp = kind.giveUp;
    await queue.workGivenUp(kind.name, async (data) => {
      console.error(`[jobs] ${kind.name} gave up`);
      if (giveUp)
        await giveUp(deps, data).catch((e: unknown) => console.error(`[jobs] ${kind.name} give-up failed:`, e));
    });
  }
}
