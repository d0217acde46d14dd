import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

/**
 * How many web processes serve the port: WEB_PROCESSES, else one per core with PostgreSQL. The
 * embedded PGlite database lives inside one process, so with it there is always exactly one.
 */
export function webProcessCount(config: { databaseUrl: string | undefined; webProcesses: number | undefined }) {
  if (!config.databaseUrl) return 1;
  return config.webProcesses ?? availableParallelism();
}

/** True in a process the cluster's primary started (it skips the one-time start-up work). */
export const isClusterWorker = () => cluster.isWorker;

/**
 * The primary of a web cluster: runs the start-up work once (migrations and seeds), then forks
 * `count` copies of this entry that share the port (Node's cluster hands connections round-robin),
 * restarts one that dies, and stops them all on SIGINT/SIGTERM. Sessions and catalogues are cached
 * per process and invalidated across processes through PostgreSQL (session-cache.ts).
 */
export async function runWebCluster(count: number, prepare: () => Promise<void>) {
  await prepare();
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`[cluster] web process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, 1000);
  });
  for (let i = 0; i < count; i++) fork();
  console.log(`web cluster: ${count} processes`);
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    for (const worker of workers) worker?.process.kill('SIGTERM');
    let left = workers.length;
    if (left === 0) process.exit(0);
    cluster.on('exit', () => --left <= 0 && process.exit(0));
    setTimeout(() => process.exit(0), 15_000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
