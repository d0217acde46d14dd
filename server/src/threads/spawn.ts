import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread on a module of the server, named as the sources name it (`./x.ts`); its workerData
 * gains `entry`. Built, every thread entry is a bundle beside the one running (server/scripts/build.mjs
 * puts them all in dist/), so `dist/x.ts` runs as `dist/x.js` with no loader; from the sources (dev,
 * tests) it runs through tsx, since a worker thread does not inherit a loader registered in code.
 */
export function spawnTsThread(entry: URL, options: WorkerOptions & { workerData?: Record<string, unknown> } = {}) {
  const workerData = { ...options.workerData, entry: entry.href };
  if (import.meta.url.endsWith('.js'))
    return new Worker(new URL(entry.href.replace(/\.ts$/, '.js')), { ...options, workerData });
  return new Worker(new URL('./ts-thread.mjs', import.meta.url), { ...options, workerData });
}
