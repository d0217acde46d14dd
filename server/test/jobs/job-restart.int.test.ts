import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { dataReportBatches, dataReportEvents } from '../../src/db/schema/index';
import { createPostgresDatabase, dropPostgresDatabase, testEngines } from '../support/databases';
import { startServerProcess as startServer, waitFor } from '../support/server-process';

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
    await first.crash();

    // 2. After the restart the job is still queued and the worker completes it.
    const second = await startServer({ ...env, WORKERS: '1' });
    await waitFor(
      () => (second.output().includes('datareport.ingest') && second.output().includes('done') ? true : undefined),
      60_000,
      second.output,
    );
    await second.stop();

    const handle = await openDatabase({ databaseUrl: databaseUrl || undefined, pgliteDir: join(dataDir, 'pglite') });
    try {
      const [batch] = await handle.db.select().from(dataReportBatches).where(eq(dataReportBatches.id, batchId));
      expect(batch?.status).toBe('ingested');
      const events = await handle.db.select().from(dataReportEvents).where(eq(dataReportEvents.batchId, batchId));
      expect(events.map((e) => e.eventName).sort()).toEqual(['pageview', 'stay']);
    } finally {
      await handle.close();
    }
  }, 600_000);
});
