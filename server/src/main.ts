import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { startQueue } from './jobs/queue';
import { runWorkers } from './jobs/run-workers';
import { createApp } from './app';
import { seedDemoData } from './db/seed/demo';
import { issueSetupLink } from './services/accounts/first-setup';
import { outboxDelivery } from './services/delivery/delivery';
import { smtpDelivery } from './services/delivery/smtp';
import { createStorage } from './services/storage/storage';
import { EspeakPool } from './services/speech/espeak-engine';
import { seedVoiceCatalogue } from './db/seed/voices';
import { seedAvatarCatalogue } from './services/avatars/catalogue';
import { seedStudioTemplates } from './services/studio/seed-templates';
import { renderMissingTemplateCovers } from './services/studio/template-covers';
import { loadCanvasKit } from '@portal/workers/node/canvaskit';

/** Process entry: env → db → migrate → queue → app → listen. */
async function main() {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
  const storage = createStorage(config);
  await seedVoiceCatalogue(handle.db);
  await seedAvatarCatalogue(handle.db, storage.store, loadCanvasKit);
  await seedStudioTemplates(handle.db);
  await renderMissingTemplateCovers(handle.db, storage);
  if (config.seedDemo && (await seedDemoData(handle.db))) console.log('demo data seeded: admin@demo.local / Demo@2026');
  const setupLink = await issueSetupLink(handle.db, config.publicUrl);
  if (setupLink) {
    console.log(
      [
        'no super administrator yet. Open this one-time link to create the company and its super administrator (valid 24 h; each start prints a new one):',
        `  ${setupLink}`,
        'or, with the server stopped: npm run create-admin -- --email you@example.com --password <8–20 letters and digits> --company <company name>',
        'to try the portal with demo accounts instead: npm run demo (SEED_DEMO=1).',
      ].join('\n'),
    );
  }
  const queue = await startQueue(handle);
  const speech = new EspeakPool(1);
  if (config.runWorkers) await runWorkers(queue, { db: handle.db, storage, speech, config });

  const clientDist = fileURLToPath(new URL('../../client/dist', import.meta.url));
  const outbox = outboxDelivery(handle.db);
  const delivery = config.smtpUrl ? smtpDelivery(config.smtpUrl, config.mailFrom, outbox) : outbox;
  const app = createApp({ db: handle.db, queue, config, delivery, storage, speech }, { clientDist });
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`portal listening on http://localhost:${port} (${handle.engine})`);
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    await queue.stop().catch(() => undefined);
    await speech.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// A stray rejection is logged, not fatal: one bad request must not stop the portal.
process.on('unhandledRejection', (reason) => console.error('[process] unhandled rejection:', reason));

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
