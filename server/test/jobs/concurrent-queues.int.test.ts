import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { startQueue } from '../../src/jobs/queue';
import { jobKinds } from '../../src/jobs/kinds';
import { createPostgresDatabase, dropPostgresDatabase } from '../support/databases';

describe.skipIf(!process.env.DATABASE_URL)('job queues on PostgreSQL', () => {
  it('are created by several processes starting at once, each in its own order', async () => {
    const url = await createPostgresDatabase();
    try {
      const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url, pgliteDir: '' })));
      const queues = await Promise.all(handles.map((h) => startQueue(h)));
      const names = jobKinds.map((kind) => kind.name);
      // Different orders make processes add different partitions at the same moment (a deadlock without retry).
      await Promise.all(queues.map((queue, i) => queue.prepare(i % 2 ? [...names].reverse() : names)));
      const jobId = await queues[2]!.send(names[0]!, { probe: true });
      expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
      await Promise.all(queues.map((q) => q.stop()));
      await Promise.all(handles.map((h) => h.close()));
    } finally {
      await dropPostgresDatabase(url);
    }
  }, 120_000);
});
