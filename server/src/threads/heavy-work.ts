import { availableParallelism } from 'node:os';
import type { AppConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import type { BrandImageKind } from '@portal/contracts';
import type { ReadDocuments, SourceDocument } from '../services/knowledge/document-passages';
import type { RedrawnPicture } from '../services/operators/brand-image-redraw';
import type { HeavyThreadInit, HeavyWorkApi } from './heavy-thread';
import { ThreadPool } from './pool';
import { spawnTsThread } from './spawn';

/**
 * The threads for CPU-bound work (renders, PDF pages and text, covers, thumbnails), so the web thread
 * keeps answering while a 1080p render composes its frames. It lives on the app's dependencies
 * (AppDeps.heavy, JobDeps.heavy): null there means the work runs on the caller's thread (tests, scripts).
 */
export class HeavyWorkPool {
  private readonly pool: ThreadPool<HeavyWorkApi>;

  constructor(options: { config: AppConfig; database: DatabaseHandle; threads: number }) {
    const { config, database } = options;
    this.pool = new ThreadPool<HeavyWorkApi>({
      name: 'heavy-work',
      size: options.threads,
      spawn: () => {
        // Each thread has its own way to the database: a port onto the PGlite thread, or its own pool.
        const port = database.attachPort?.();
        const init: HeavyThreadInit = {
          config,
          database: port ? { engine: 'pglite', port } : { engine: 'postgres', url: database.connectionString! },
        };
        return spawnTsThread(new URL('./heavy-thread.ts', import.meta.url), {
          workerData: init,
          transferList: port ? [port] : [],
        });
      },
    });
  }

  /** Calls finished (successfully or not) by the pool's threads. */
  get settled() {
    return this.pool.settled;
  }

  runJob(name: string, data: unknown): Promise<void> {
    return this.pool.run((api) => api.runJob(name, data));
  }

  thumbnail(companyId: string | null, data: unknown, sceneIndex: number): Promise<Uint8Array> {
    return this.pool.run((api) => api.thumbnail(companyId, data, sceneIndex));
  }

  templateCovers(): Promise<number> {
    return this.pool.run((api) => api.templateCovers());
  }

  documentPassages(documents: SourceDocument[]): Promise<ReadDocuments> {
    return this.pool.run((api) => api.documentPassages(documents));
  }

  /** The picture's bytes are copied to the thread: the caller keeps its own (a temp file's contents). */
  brandPicture(kind: BrandImageKind, bytes: Uint8Array): Promise<RedrawnPicture> {
    return this.pool.run<RedrawnPicture>((api) => api.brandPicture(kind, bytes));
  }

  close() {
    return this.pool.close();
  }
}

/**
 * Threads for heavy work: the configured count (HEAVY_THREADS), else one per core beyond the web
 * thread's but at least two, so a cover asked for in a request never waits behind a minute-long render.
 */
export const heavyThreadCount = (configured: number | undefined) =>
  configured ?? Math.max(2, availableParallelism() - 1);
