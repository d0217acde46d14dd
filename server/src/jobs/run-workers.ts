import { jobKinds, type JobDeps } from './kinds';
import type { JobQueue } from './queue';

/** Registers a worker for every job kind on this queue. */
export async function runWorkers(queue: JobQueue, deps: JobDeps): Promise<void> {
  for (const kind of jobKinds) {
    await queue.work(kind.name, (data) => kind.run(deps, data));
  }
}
