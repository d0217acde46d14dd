import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';

/**
 * Durable background work (rendering, speech, AI tasks, document conversion, event ingestion).
 * Job code sees only this interface; pg-boss keeps the jobs in the database on either engine,
 * so a job sent before a crash is picked up after the restart.
 */
export interface JobQueue {
  send(
    name: string,
    data: object,
    options?: { singletonKey?: string; retryLimit?: number; expireInSeconds?: number },
  ): Promise<string | null>;
  work(
    name: string,
    handler: (data: unknown, job: { id: string; finalAttempt: boolean }) => Promise<void>,
  ): Promise<void>;
  /** Creates the named queues now (a cluster's primary does this once, before its processes start). */
  prepare(names: readonly string[]): Promise<void>;
  /** Stops fetching; waits for running jobs up to the timeout. */
  stop(): Promise<void>;
}

export interface QueueOptions {
  /** Fetch interval of workers in this process; pg-boss accepts 0.5 s at the least. */
  pollingIntervalSeconds?: number;
}

/** PostgreSQL's code for a transaction chosen as a deadlock victim. */
const DEADLOCK_DETECTED = '40P01';

/**
 * Creating a queue adds a partition to pg-boss's job table; several processes starting at once (a
 * web cluster, a separate worker) creating different queues can deadlock on those locks. The loser
 * changed nothing, so it tries again after a short random pause.
 */
async function createQueueRetryingDeadlocks(boss: PgBoss, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await boss.createQueue(name);
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= 8) throw error;
      await new Promise((r) => setTimeout(r, 20 + Math.random() * 100 * attempt));
    }
  }
}

export async function startQueue(handle: DatabaseHandle, options: QueueOptions = {}): Promise<JobQueue> {
  const boss =
    handle.connectionString !== null
      ? new PgBoss({ connectionString: handle.connectionString, max: 4 })
      : // PGlite is one connection inside this process: pg-boss shares it through the SQL executor.
        new PgBoss({ db: { executeSql: (text, values) => handle.sql.executeSql(text, values) } });
  boss.on('error', (error) => console.error('[jobs]', error instanceof Error ? error.message : error));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    await createQueueRetryingDeadlocks(boss, name);
    created.add(name);
  };
  const polling = options.pollingIntervalSeconds ?? 1;

  return {
    async send(name, data, sendOptions = {}) {
      await ensureQueue(name);
      return boss.send(name, data, {
        retryLimit: sendOptions.retryLimit ?? 3,
        retryDelay: 2,
        retryBackoff: true,
        // A job whose process died is retried once it expires: long work sets a tighter bound.
        expireInSeconds: sendOptions.expireInSeconds ?? 60 * 60,
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
      });
    },
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work<object>(
        name,
        { pollingIntervalSeconds: polling, batchSize: 1, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs)
            await handler(job.data, { id: job.id, finalAttempt: job.retryCount >= job.retryLimit });
        },
      );
    },
    async prepare(names) {
      for (const name of names) await ensureQueue(name);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}
