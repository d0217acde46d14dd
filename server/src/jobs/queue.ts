import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';

/**
 * Durable background work (rendering, speech, AI tasks, document conversion, event ingestion).
 * Job code sees only this interface; pg-boss keeps the jobs in the database on either engine,
 * so a job sent before a crash is picked up after the restart.
 */
export interface JobQueue {
  send(name: string, data: object, options?: { singletonKey?: string; retryLimit?: number }): Promise<string | null>;
  work(
    name: string,
    handler: (data: unknown, job: { id: string; finalAttempt: boolean }) => Promise<void>,
  ): Promise<void>;
  /**
   * Runs `handler` with the data of each job of `name` that failed for good: its last attempt threw,
   * or its process died during it and the lease ran out (see JOB_LEASE). The job's give-up step.
   */
  workGivenUp(name: string, handler: (data: unknown) => Promise<void>): Promise<void>;
  /** Creates the named queues now (a cluster's primary does this once, before its processes start). */
  prepare(names: readonly string[]): Promise<void>;
  /**
   * Stops fetching, waits for running jobs (up to pg-boss's timeout, then up to STOP_DRAIN_MS more)
   * and closes the queue's own connections: nothing of the queue writes after it returns.
   */
  stop(): Promise<void>;
}

export interface QueueOptions {
  /** Fetch interval of workers in this process; pg-boss accepts 0.5 s at the least. */
  pollingIntervalSeconds?: number;
  /** Leases, for tests that play a crash: see JOB_LEASE. */
  lease?: JobLease;
  /** How long stop() lets pg-boss wait for running jobs before it fails them for a retry (10 s). */
  stopGraceMs?: number;
}

/**
 * A running job holds a lease that its process renews while the handler runs (a heartbeat: the
 * job's start time moves to now). Every process with workers sweeps, every `checkSeconds`, for
 * active jobs not renewed for `seconds` — their process died — and fails them, so pg-boss retries
 * them or, out of attempts, hands them to their give-up step. A render killed mid-way is running
 * again (or failed, its credits released) within a minute of the restart, instead of after a fixed
 * expiry long enough for the longest render. The lease outlasts a busy database's stall.
 */
export interface JobLease {
  seconds: number;
  renewMs: number;
  checkSeconds: number;
}

export const JOB_LEASE: JobLease = { seconds: 40, renewMs: 10_000, checkSeconds: 10 };

/** Where pg-boss moves a job that failed for good (its dead-letter queue). */
const givenUpQueueOf = (name: string) => `${name}__given-up`;

/** The longest any job may run at all, renewed or not (pg-boss's own expiry). */
const JOB_MAX_RUN_S = 6 * 60 * 60;

const RENEW_LEASE_SQL = `UPDATE pgboss.job SET started_on = now() WHERE name = $1 AND id = $2 AND state = 'active'`;
const LAPSED_LEASES_SQL = `SELECT name, id FROM pgboss.job WHERE state = 'active' AND started_on < now() - make_interval(secs => $1)`;

/**
 * How long stop() waits, after pg-boss's own graceful timeout, for handlers still running. pg-boss
 * records a finished job's result without awaiting it: a handler that ended after the database
 * closed would reject where nobody listens.
 */
const STOP_DRAIN_MS = 15_000;

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
  const lease = options.lease ?? JOB_LEASE;
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
    await createQueueRetryingDeadlocks(boss, givenUpQueueOf(name));
    await createQueueRetryingDeadlocks(boss, name);
    created.add(name);
  };
  const polling = options.pollingIntervalSeconds ?? 1;
  const renewals = new Set<NodeJS.Timeout>();
  const holdLease = (name: string, id: string) => {
    const timer = setInterval(() => {
      boss
        .getDb()
        .executeSql(RENEW_LEASE_SQL, [name, id])
        .catch((error: unknown) =>
          console.error('[jobs] lease renewal failed:', error instanceof Error ? error.message : error),
        );
    }, lease.renewMs);
    renewals.add(timer);
    return () => {
      clearInterval(timer);
      renewals.delete(timer);
    };
  };
  const running = new Set<Promise<void>>();
  /** Runs a batch of handlers, remembered until it settles so stop() can wait for it. */
  const tracked = (batch: Promise<void>) => {
    const settled = batch.then(
      () => undefined,
      () => undefined,
    );
    running.add(settled);
    void settled.then(() => running.delete(settled));
    return batch;
  };
  let sweeper: NodeJS.Timeout | undefined;
  const sweepLapsedLeases = async () => {
    const { rows } = await boss.getDb().executeSql(LAPSED_LEASES_SQL, [lease.seconds]);
    for (const { name, id } of rows as { name: string; id: string }[]) {
      console.error(`[jobs] ${name} ${id}: its process stopped renewing it; failing it for a retry`);
      await boss.fail(name, id, { message: 'worker process gone' });
    }
  };
  const startSweeping = () => {
    sweeper ??= setInterval(() => {
      sweepLapsedLeases().catch((error: unknown) =>
        console.error('[jobs] lease sweep failed:', error instanceof Error ? error.message : error),
      );
    }, lease.checkSeconds * 1000);
  };

  return {
    async send(name, data, sendOptions = {}) {
      await ensureQueue(name);
      return boss.send(name, data, {
        retryLimit: sendOptions.retryLimit ?? 3,
        retryDelay: 2,
        retryBackoff: true,
        // Leases (holdLease, sweepLapsedLeases) catch a dead process; this only bounds a live one.
        expireInSeconds: JOB_MAX_RUN_S,
        deadLetter: givenUpQueueOf(name),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
      });
    },
    async work(name, handler) {
      await ensureQueue(name);
      startSweeping();
      await boss.work<object>(name, { pollingIntervalSeconds: polling, batchSize: 1, includeMetadata: true }, (jobs) =>
        tracked(
          (async () => {
            for (const job of jobs) {
              const release = holdLease(name, job.id);
              try {
                await handler(job.data, { id: job.id, finalAttempt: job.retryCount >= job.retryLimit });
              } finally {
                release();
              }
            }
          })(),
        ),
      );
    },
    async workGivenUp(name, handler) {
      await ensureQueue(name);
      await boss.work<object>(
        givenUpQueueOf(name),
        { pollingIntervalSeconds: Math.max(polling, 2), batchSize: 1 },
        (jobs) =>
          tracked(
            (async () => {
              for (const job of jobs) await handler(job.data);
            })(),
          ),
      );
    },
    async prepare(names) {
      for (const name of names) await ensureQueue(name);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: options.stopGraceMs ?? 10_000, wait: true, close: false });
      // Jobs still running past the stop's wait hold no lease: another process takes them over.
      clearInterval(sweeper);
      for (const timer of renewals) clearInterval(timer);
      renewals.clear();
      let drained: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(running),
        new Promise((resolve) => {
          drained = setTimeout(resolve, STOP_DRAIN_MS);
        }),
      ]);
      clearTimeout(drained);
      // The last results are recorded a moment after their handlers return.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await (boss.getDb() as { close?: () => Promise<void> }).close?.();
    },
  };
}
