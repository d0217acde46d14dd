/**
 * A worker process for the job-lease test: it takes jobs of one queue, says so on stdout and never
 * finishes them, so the test can kill it mid-job as a crash would.
 */
import { openDatabase } from '../../src/db/client';
import { startQueue } from '../../src/jobs/queue';
import { TEST_LEASE } from './test-lease';

const [queueName, databaseUrl, pgliteDir] = process.argv.slice(2);
const handle = await openDatabase({ databaseUrl: databaseUrl || undefined, pgliteDir: pgliteDir ?? '' });
const queue = await startQueue(handle, { pollingIntervalSeconds: 0.5, lease: TEST_LEASE });
await queue.work(queueName!, async (data) => {
  console.log(`taken ${JSON.stringify(data)}`);
  await new Promise(() => undefined);
});
console.log('ready');
