import { mkdirSync } from 'node:fs';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { servePglite } from './pglite-remote';

/**
 * The thread that owns the embedded database: PGlite's queries run here, off the web thread's
 * event loop. The parent talks through parentPort; other threads (job workers) get a port of
 * their own through an `attach` message.
 */
const { dir } = workerData as { dir: string };
if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
const client = await PGlite.create(dir);
const port = parentPort!;
const close = async () => {
  await client.close();
  // Replies are flushed before the thread goes.
  setImmediate(() => process.exit(0));
};
servePglite(client, port, close);
port.on('message', (message: { op?: string; port?: MessagePort }) => {
  if (message.op === 'attach' && message.port) servePglite(client, message.port);
});
port.postMessage({ op: 'ready' });
