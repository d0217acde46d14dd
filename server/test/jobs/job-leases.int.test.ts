import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { startQueue } from '../../src/jobs/queue';
import { createPostgresDatabase, dropPostgresDatabase, testEngines } from '../support/databases';
import { TEST_LEASE } from '../support/test-lease';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** Starts the leased worker process and resolves once it has taken a job (it never finishes it). */
function workerTakingAJob(queueName: string, databaseUrl: string, pgliteDir: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/support/leased-worker.ts', queueName, databaseUrl, pgliteDir],
    { cwd: serverDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const taken = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      output += d;
      if (output.includes('taken')) resolve();
    });
    child.stderr!.on('data', (d) => (output += d));
    child.once('exit', () => reject(new Error(`worker exited before taking the job:\n${output}`)));
  });
  const ready = new Promise<void>((resolve) => child.stdout!.on('data', () => output.includes('ready') && resolve()));
  const killed = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  return { ready, taken, killed };
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)),
  ]);

describe.each(testEngines())('job leases on %s', (engine) => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-leases-'));
  let databaseUrl = '';
  afterAll(async () => {
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs a job again soon after its process was killed mid-way, and gives up one out of attempts', async () => {
    if (engine === 'postgres') databaseUrl = await createPostgresDatabase();
    const pgliteDir = join(dir, 'db');
    // The job is sent before the worker starts: PGlite is one process at a time.
    const sender = await openDatabase({ databaseUrl: databaseUrl || undefined, pgliteDir, pgliteThread: false });
    const sendQueue = await startQueue(sender, { lease: TEST_LEASE });
    await sendQueue.prepare(['lease-retried', 'lease-given-up']);
    await sendQueue.send('lease-retried', { n: 1 }, { retryLimit: 1 });
    await sendQueue.send('lease-given-up', { n: 2 }, { retryLimit: 0 });
    await sendQueue.stop();
    await sender.close();

    for (const name of ['lease-retried', 'lease-given-up']) {
      const worker = workerTakingAJob(name, databaseUrl, pgliteDir);
      await within(worker.taken, 60_000, `${name}: the first process taking the job`);
      await worker.killed();
    }

    // The restart: a job whose process died is taken again, or handed to its give-up step, within
    // its lease plus a maintenance round (seconds here; 40 + 10 s in production).
    const started = Date.now();
    const handle = await openDatabase({ databaseUrl: databaseUrl || undefined, pgliteDir, pgliteThread: false });
    const queue = await startQueue(handle, { pollingIntervalSeconds: 0.5, lease: TEST_LEASE });
    try {
      const retried = new Promise<unknown>(
        (resolve) => void queue.work('lease-retried', async (data) => resolve(data)),
      );
      const givenUp = new Promise<unknown>(
        (resolve) => void queue.workGivenUp('lease-given-up', async (data) => resolve(data)),
      );
      const bound = (TEST_LEASE.seconds + TEST_LEASE.checkSeconds) * 1000 + 15_000;
      expect(await within(retried, bound, 'the retry')).toEqual({ n: 1 });
      expect(await within(givenUp, bound, 'the give-up')).toEqual({ n: 2 });
      expect(Date.now() - started).toBeLessThan(bound);
    } finally {
      await queue.stop();
      await handle.close();
    }
  }, 180_000);

  it('keeps a job that runs longer than its lease with its live process, running it once', async () => {
    const handle = await openDatabase({
      databaseUrl: databaseUrl || undefined,
      pgliteDir: join(dir, 'long'),
      pgliteThread: false,
    });
    const queue = await startQueue(handle, { pollingIntervalSeconds: 0.5, lease: TEST_LEASE });
    try {
      let runs = 0;
      const done = new Promise<void>((resolve) => {
        void queue.work('lease-long', async () => {
          runs++;
          await new Promise((r) => setTimeout(r, (TEST_LEASE.seconds + TEST_LEASE.checkSeconds) * 3000));
          resolve();
        });
      });
      await queue.send('lease-long', {}, { retryLimit: 2 });
      await done;
      await new Promise((r) => setTimeout(r, 2000));
      expect(runs).toBe(1);
    } finally {
      await queue.stop();
      await handle.close();
    }
  }, 120_000);

  it('stops only after a job still running past the grace period has ended, so nothing writes to a closed database', async () => {
    const handle = await openDatabase({
      databaseUrl: databaseUrl || undefined,
      pgliteDir: join(dir, 'stop'),
      pgliteThread: engine === 'pglite',
    });
    const queue = await startQueue(handle, { pollingIntervalSeconds: 0.5, stopGraceMs: 1000 });
    let ended = false;
    const started = new Promise<void>((resolve) => {
      void queue.work('stop-drain', async () => {
        resolve();
        await new Promise((r) => setTimeout(r, 2500));
        ended = true;
      });
    });
    await queue.send('stop-drain', {});
    await within(started, 30_000, 'taking the job');
    await queue.stop();
    expect(ended).toBe(true);
    // Closing now must not leave pg-boss recording the result on a closed connection (an unhandled rejection).
    await handle.close();
    await new Promise((r) => setTimeout(r, 200));
  }, 60_000);
});
