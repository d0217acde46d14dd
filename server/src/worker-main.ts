import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { startQueue } from './jobs/queue';
import { runWorkers } from './jobs/run-workers';
import { keepChatLogsWithin } from './services/knowledge/chat-log-retention';
import { keepPurgingDeletedCompanies } from './services/operators/company-purge';
import { createStorage } from './services/storage/storage';
import { EspeakPool, speechThreadCount } from './services/speech/espeak-engine';
import { checkMediaTools } from './services/media/ffmpeg';

/**
 * A job worker without HTTP, for scaling out against PostgreSQL (`npm run worker`).
 * PGlite lives inside one process, so there the server's own worker loop runs the jobs.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error('npm run worker needs DATABASE_URL: with the embedded database the server runs the jobs itself.');
    process.exit(1);
  }
  await checkMediaTools();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: '' });
  const queue = await startQueue(handle);
  const speech = new EspeakPool(speechThreadCount(config.speechThreads));
  // Its jobs run on this process's own thread: the process does nothing else.
  const storage = createStorage(config);
  await runWorkers(queue, { db: handle.db, storage, speech, config, heavy: null });
  const retention = keepChatLogsWithin(handle.db, config.chatLogRetentionDays);
  const purge = keepPurgingDeletedCompanies(handle.db, storage.store);
  console.log('job worker running');
  const stop = async () => {
    retention.stop();
    purge.stop();
    await queue.stop().catch(() => undefined);
    await speech.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
