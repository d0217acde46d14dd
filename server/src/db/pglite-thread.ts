import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { servePglite } from './pglite-remote';

/**
 * The thread that owns the embedded database: PGlite's queries run here, off the web thread's
 * event loop. The parent's API is served on parentPort; other threads (heavy work) get a port of
 * their own through the API's attach().
 */
const { dir } = workerData as { dir: string };
if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
const client = await PGlite.create(dir);
const port = parentPort!;
servePglite(client, port, async () => {
  await client.close();
  // The answer to close() is posted before the thread goes.
  setImmediate(() => process.exit(0));
});
port.postMessage({ op: 'ready' });
