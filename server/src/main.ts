import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { loadConfig, type AppConfig } from './config/env';
import { openDatabase, type DatabaseHandle } from './db/client';
import { startQueue } from './jobs/queue';
import { runWorkers } from './jobs/run-workers';
import { keepChatLogsWithin } from './services/knowledge/chat-log-retention';
import { keepPurgingDeletedCompanies } from './services/operators/company-purge';
import { jobKinds } from './jobs/kinds';
import { createApp } from './app';
import { attachLiveSocket } from './trpc/ws-transport';
import { seedDemoData } from './db/seed/demo';
import { seedDemoOperator } from './db/seed/demo-operator';
import { issueSetupLink } from './services/accounts/first-setup';
import { outboxDelivery } from './services/delivery/delivery';
import { smtpDelivery } from './services/delivery/smtp';
import { createStorage, type Storage } from './services/storage/storage';
import { EspeakPool, speechThreadCount } from './services/speech/espeak-engine';
import { seedVoiceCatalogue } from './db/seed/voices';
import { seedAvatarCatalogue } from './services/avatars/catalogue';
import { prepareAvatarLists } from './services/company/init-progress';
import { seedStudioTemplates } from './services/studio/seed-templates';
import { ensureActionImages } from './services/talk/action-images';
import { HeavyWorkPool, heavyThreadCount } from './threads/heavy-work';
import { loadCanvasKit } from '@portal/workers/node/canvaskit';
import { listenForSessionInvalidations } from './services/accounts/session-listener';
import { isClusterWorker, runWebCluster, webProcessCount } from './web-cluster';
import { checkMediaTools } from './services/media/ffmpeg';

/** Process entry: env → db → migrate → seed → queue → app → listen (or, with PostgreSQL, a cluster of such processes). */
async function main() {
  const config = loadConfig();
  // Uploads are probed and videos rendered with native ffmpeg: without it the portal says so at once.
  await checkMediaTools();
  // With PostgreSQL several web processes share the port (web-cluster.ts); this one prepares and supervises.
  const processes = webProcessCount(config);
  if (processes > 1 && !isClusterWorker()) return runWebCluster(processes, () => prepare(config));
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
    pgliteThread: config.pgliteThread,
  });
  const storage = createStorage(config);
  // CPU-bound work (renders, PDF pages, covers, thumbnails) runs in worker threads, never on this loop.
  const heavy = new HeavyWorkPool({
    config,
    database: handle,
    threads: isClusterWorker() ? 1 : heavyThreadCount(config.heavyThreads),
  });
  if (!isClusterWorker()) await seed(config, handle, storage, heavy);
  const queue = await startQueue(handle);
  // Other processes on the same PostgreSQL database invalidate cached sessions through NOTIFY.
  const stopListening = handle.connectionString
    ? await listenForSessionInvalidations(handle.connectionString)
    : async () => undefined;
  const speech = new EspeakPool(isClusterWorker() ? 1 : speechThreadCount(config.speechThreads));
  if (config.runWorkers) await runWorkers(queue, { db: handle.db, storage, speech, config, heavy });
  const retention = config.runWorkers ? keepChatLogsWithin(handle.db, config.chatLogRetentionDays) : null;
  const purge = config.runWorkers ? keepPurgingDeletedCompanies(handle.db, storage.store) : null;

  const clientDist = fileURLToPath(new URL('../../client/dist', import.meta.url));
  const outbox = outboxDelivery(handle.db);
  const delivery = config.smtpUrl ? smtpDelivery(config.smtpUrl, config.mailFrom, outbox) : outbox;
  const deps = { db: handle.db, queue, config, delivery, storage, speech, heavy };
  const sdkDist = fileURLToPath(new URL('../../sdk/dist', import.meta.url));
  const app = createApp(deps, { clientDist, sdkDist });
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`portal listening on http://localhost:${port} (${handle.engine})`);
  });
  // The live channel (tRPC over WebSocket) shares the port: plain HTTP upgrade on /api/trpc-ws.
  const liveSocket = attachLiveSocket(server, deps, { trustProxy: app.get('trust proxy fn') });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    liveSocket.close();
    server.close();
    retention?.stop();
    purge?.stop();
    await queue.stop().catch(() => undefined);
    await stopListening().catch(() => undefined);
    await heavy.close().catch(() => undefined);
    await speech.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Seeds product data (and the demo company) on start; in a cluster the primary does it once. */
async function seed(config: AppConfig, handle: DatabaseHandle, storage: Storage, heavy: HeavyWorkPool) {
  await seedVoiceCatalogue(handle.db);
  await seedAvatarCatalogue(handle.db, storage.store, loadCanvasKit);
  await prepareAvatarLists(handle.db);
  await seedStudioTemplates(handle.db);
  await heavy.templateCovers();
  await ensureActionImages(storage.store);
  if (config.seedDemo && (await seedDemoData(handle.db))) console.log('demo data seeded: admin@demo.local / Demo@2026');
  if (config.seedDemo && config.seedDemoOperator && (await seedDemoOperator(handle.db)))
    console.log('demo operator seeded: ops@demo.local / Demo@2026 (sign in at /ops)');
  const setupLink = await issueSetupLink(handle.db, config.publicUrl);
  if (setupLink) {
    console.log(
      [
        'not set up yet. Open this one-time link to choose how the portal runs and create its first account (valid 24 h; each start prints a new one):',
        `  ${setupLink}`,
        '  一家企业自用 (one company): the company and its super administrator; the company holds every line (quota from ONE_COMPANY_QUOTAS).',
        '  平台运营 (platform): the operator account, who creates companies and grants their licences at /ops.',
        'or, with the server stopped: npm run create-admin -- --email you@example.com --password <8–20 letters and digits> --company <company name> [--mode platform]',
        'to try the portal with demo accounts instead: npm run demo (SEED_DEMO=1).',
      ].join('\n'),
    );
  }
}

/** The cluster primary's start-up work: migrations (in openDatabase) and seeds, before any web process starts. */
async function prepare(config: AppConfig) {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
    pgliteThread: config.pgliteThread,
  });
  const heavy = new HeavyWorkPool({ config, database: handle, threads: 1 });
  try {
    await seed(config, handle, createStorage(config), heavy);
    // The web processes then find every queue in place instead of creating them all at once.
    const queue = await startQueue(handle);
    await queue.prepare(jobKinds.map((kind) => kind.name));
    await queue.stop();
  } finally {
    await heavy.close();
    await handle.close();
  }
}

// A stray rejection is logged, not fatal: one bad request must not stop the portal.
process.on('unhandledRejection', (reason) => console.error('[process] unhandled rejection:', reason));

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
