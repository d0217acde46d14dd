import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { createNodeRenderer } from '@portal/workers/node/render';
import type { BrandImageKind } from '@portal/contracts';
import type { AppConfig } from '../config/env';
import { openAttachedPglite, openAttachedPostgres, type Database } from '../db/client';
import { jobKinds, type JobDeps } from '../jobs/kinds';
import { readDocumentPassages, type SourceDocument } from '../services/knowledge/document-passages';
import { redrawBrandPicture, type RedrawnPicture } from '../services/operators/brand-image-redraw';
import { EspeakPool } from '../services/speech/espeak-engine';
import { renderAssetOptions } from '../services/storage/local-assets';
import { createStorage } from '../services/storage/storage';
import { renderMissingTemplateCovers } from '../services/studio/template-covers';
import { expose, nodeEndpoint, transfer } from './comlink';

/**
 * A heavy-work thread: renders, document conversions, covers and thumbnails run here so the web
 * thread's event loop only ever waits on I/O. It has its own storage, speech engine and database
 * connection (a port onto the PGlite thread, or a small PostgreSQL pool).
 */
export type HeavyThreadInit = {
  config: AppConfig;
  database: { engine: 'pglite'; port: MessagePort } | { engine: 'postgres'; url: string };
};
const { config, database } = workerData as HeavyThreadInit;

const db: Database =
  database.engine === 'pglite' ? openAttachedPglite(database.port) : openAttachedPostgres(database.url);
const storage = createStorage(config);
let speech: EspeakPool | null = null;
// Work inside this thread runs here: it has no pool of its own.
const deps = (): JobDeps => ({ db, storage, speech: (speech ??= new EspeakPool(1)), config, heavy: null });

const api = {
  /** A CPU-bound job kind (kinds.ts `heavy`); its give-up step stays on the caller's thread. */
  async runJob(name: string, data: unknown): Promise<void> {
    const kind = jobKinds.find((k) => k.name === name);
    if (!kind) throw new Error(`unknown job kind ${name}`);
    await kind.run(deps(), data);
  },
  /** A scene's 10% JPEG thumbnail; its bytes move to the caller rather than being copied. */
  async thumbnail(companyId: string | null, data: unknown, sceneIndex: number): Promise<Uint8Array> {
    const renderer = await createNodeRenderer(renderAssetOptions(storage, companyId));
    try {
      const { bytes } = await renderer.renderThumbnail(data as never, sceneIndex);
      const copy = bytes.slice();
      return transfer(copy, [copy.buffer]);
    } finally {
      renderer.dispose();
    }
  },
  templateCovers: () => renderMissingTemplateCovers(db, storage),
  documentPassages: (documents: SourceDocument[]) => readDocumentPassages(storage, documents),
  /** A brand picture decoded, checked and redrawn; the stored bytes move to the caller. */
  async brandPicture(kind: BrandImageKind, bytes: Uint8Array): Promise<RedrawnPicture> {
    const redrawn = await redrawBrandPicture(kind, bytes);
    return redrawn.ok ? transfer(redrawn, [redrawn.bytes.buffer as ArrayBuffer]) : redrawn;
  },
};

export type HeavyWorkApi = typeof api;

expose(api, nodeEndpoint(parentPort!));
