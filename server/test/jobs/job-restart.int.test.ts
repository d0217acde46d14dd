import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { dataReportBatches, dataReportEvents } from '../../src/db/schema/index';
import { createPostgresDatabase, dropPostgresDatabase, testEngines } from '../support/databases';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

interface Running {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

/** The real server process (what `npm start` runs), on a free port. */
async function startServer(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const baseUrl = await waitFor(
    () => /listening on (http:\/\/localhost:\d+)/.exec(output)?.[1],
    60_000,
    () => output,
  );
  return { child, baseUrl: baseUrl.replace('localhost', '127.0.0.1'), output: () => output };
}

async function waitFor<T>(probe: () => T | undefined, timeoutMs: number, describe: () => string): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out; output:\n${describe()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

describe.each(testEngines())('a job survives a server crash on %s', (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-restart-'));
  let databaseUrl = '';
  afterAll(async () => {
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('completes a job enqueued before the process was killed', async () => {
    if (engine === 'postgres') databaseUrl = await createPostgresDatabase();
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };

    // 1. A server that only takes requests (WORKERS=0) accepts a report batch, then dies hard.
    const first = await startServer({ ...env, WORKERS: '0' });
    const res = await fetch(`${first.baseUrl}/api/datareport/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        reports: [
          { eventName: 'pageview', timestamp: 1_700_000_000_000 },
          { eventName: 'stay', duration: 1500 },
        ],
      }),
    });
    const { batchId } = ((await res.json()) as { data: { batchId: string } }).data;
    first.child.kill('SIGKILL');
    await exited(first.child);

    // 2. After the restart the job is still queued and the worker completes it.
    const second = await startServer({ ...env, WORKERS: '1' });
    await waitFor(
      () => (second.output().includes('datareport.ingest') && second.output().includes('done') ? true : undefined),
      60_000,
      second.output,
    );
    second.child.kill('SIGTERM');
    await exited(second.child);

    const handle = await openDatabase({ databaseUrl: databaseUrl || undefined, pgliteDir: join(dataDir, 'pglite') });
    try {
      const [batch] = await handle.db.select().from(dataReportBatches).where(eq(dataReportBatches.id, batchId));
      expect(batch?.status).toBe('ingested');
      const events = await handle.db.select().from(dataReportEvents).where(eq(dataReportEvents.batchId, batchId));
      expect(events.map((e) => e.eventName).sort()).toEqual(['pageview', 'stay']);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
