import { Worker, type WorkerOptions } from 'node:worker_threads';

const bootstrap = new URL('./ts-thread.mjs', import.meta.url);

/** A worker thread running a TypeScript module of the server; its workerData gains `entry`. */
export function spawnTsThread(entry: URL, options: WorkerOptions & { workerData?: Record<string, unknown> } = {}) {
  return new Worker(bootstrap, { ...options, workerData: { ...options.workerData, entry: entry.href } });
}
