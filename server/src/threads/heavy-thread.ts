import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { createNodeRenderer } from '@portal/workers/node/render';
import type { AppConfig } from '../config/env';
import { openAttachedPglite, openAttachedPostgres, type Database } from '../db/client';
import { jobKinds, type JobDeps } from '../jobs/kinds';
import { readDocumentPassages } from '../services/knowledge/document-passages';
import { EspeakPool } from '../services/speech/espeak-engine';
import { renderAssetOptions } from '../services/storage/local-assets';
import { createStorage } from '../services/storage/storage';
import { renderMissingTemplateCovers } from '../services/studio/template-covers';
import type { HeavyTask } from './heavy-work';

/**
 * A heavy-work thread: renders, document conversions, covers and thumbnails run here so the web
 * thread's event loop only ever waits on I/O. It has its own storage, speech engine and database
 * connection (a port onto the PGlite thread, or a small PostgreSQL pool).
 */
type Init = { config: AppConfig; database: { engine: 'pglite'; port: MessagePort } | { engine: 'postgres'; url: string } };
const { config, database } = workerData as Init;

const db: Database = database.engine === 'pglite' ? openAttachedPglite(database.port) : openAttachedPostgres(database.url);
const storage = createStorage(config);
let speech: EspeakPool | null = null;
const deps = (): JobDeps => ({ db, storage, speech: (speech ??= new EspeakPool(1)), config });

async function run(task: HeavyTask): Promise<{ result: unknown; transfer: ArrayBuffer[] }> {
  switch (task.kind) {
    case 'job': {
      const kind = jobKinds.find((k) => k.name === task.name);
      if (!kind) throw new Error(`unknown job kind ${task.name}`);
      await kind.run(deps(), task.data);
      return { result: null, transfer: [] };
    }
    case 'thumbnail': {
      const renderer = await createNodeRenderer(renderAssetOptions(storage, task.companyId));
      try {
        const { bytes } = await renderer.renderThumbnail(task.data, task.sceneIndex);
        const copy = bytes.slice();
        return { result: copy, transfer: [copy.buffer] };
      } finally {
        renderer.dispose();
      }
    }
    case 'templateCovers':
      return { result: await renderMissingTemplateCovers(db, storage), transfer: [] };
    case 'documentPassages':
      return { result: await readDocumentPassages(storage, task.documents), transfer: [] };
  }
}

parentPort!.on('message', (message: { id: number; task: HeavyTask }) => {
  run(message.task).then(
    ({ result, transfer }) => parentPort!.postMessage({ id: message.id, ok: true, result }, transfer),
    (error: unknown) => parentPort!.postMessage({ id: message.id, ok: false, error: { message: error instanceof Error ? error.message : String(error), ...(error instanceof Error ? { name: error.name } : {}), ...(typeof error === 'object' && error ? pickFields(error) : {}) } }),
  );
});

/** The fields a caller may look at (a DomainError's code and message) survive the trip. */
function pickFields(error: object) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  return out;
}
