/**
 * Bridge to the render core's scene worker (issue "Render core", Browser): scene-strip
 * thumbnails and editor frames drawn by the same composition as the server's render. Workers are
 * spawned lazily in a small pool, take an AbortSignal, and are terminated when idle. CanvasKit's
 * wasm and the Noto Sans SC faces are emitted by Vite as hashed files on our own origin (no CDN)
 * and handed to the worker's init.
 */
import * as Comlink from 'comlink';
import type { SceneWorkerApi } from '@portal/workers/entries/scene.worker';
import { compiledCanvasKit, sceneWorkerAssetUrls } from './scene-worker-assets';
import { WorkerPool, type PoolWorker } from './worker-pool';

export interface SceneRendererOptions {
  /** Workers drawing thumbnails in parallel (each holds its own ~50 MB CanvasKit and fonts). */
  workers?: number;
  /** A worker without work for this long is terminated to give its memory back. */
  idleMs?: number;
}

export interface Size {
  width: number;
  height: number;
}

const DEFAULT_WORKERS = 2;
const DEFAULT_IDLE_MS = 30_000;

/** Starts one scene worker and waits for its CanvasKit and fonts (the pool's and the editor canvas's). */
export async function spawnSceneWorker(): Promise<PoolWorker<SceneWorkerApi>> {
  // Kept literal so Vite bundles the worker (and its CanvasKit import) as its own chunk.
  const worker = new Worker(new URL('../../../../workers/src/entries/scene.worker.ts', import.meta.url), {
    type: 'module',
  });
  const api = Comlink.wrap<SceneWorkerApi>(worker);
  const terminate = (): void => {
    api[Comlink.releaseProxy]();
    worker.terminate();
  };
  try {
    const wasmModule = await compiledCanvasKit(location.href);
    await api.init({ ...sceneWorkerAssetUrls(location.href), wasmModule });
  } catch (e) {
    terminate();
    throw e;
  }
  return { api, terminate };
}

/** A worker started ahead of need and not taken in this long is terminated. */
const PREWARM_TTL_MS = 30_000;
let warm: { worker: Promise<PoolWorker<SceneWorkerApi>>; expiry: ReturnType<typeof setTimeout> } | null = null;

/**
 * Starts a scene worker ahead of need: the editor route does while its project is fetched, so
 * CanvasKit's compile and the fonts overlap the network instead of following it.
 */
export function prewarmSceneWorker(): void {
  if (warm) return;
  const worker = spawnSceneWorker();
  const entry = {
    worker,
    expiry: setTimeout(() => {
      if (warm !== entry) return;
      warm = null;
      void worker.then(
        (w) => w.terminate(),
        () => undefined,
      );
    }, PREWARM_TTL_MS),
  };
  warm = entry;
  worker.catch(() => {
    if (warm === entry) warm = null;
  });
}

/** The prewarmed worker when there is one, else a new one. */
export function takeSceneWorker(): Promise<PoolWorker<SceneWorkerApi>> {
  const entry = warm;
  warm = null;
  if (!entry) return spawnSceneWorker();
  clearTimeout(entry.expiry);
  return entry.worker.catch(() => spawnSceneWorker());
}

/** Every live renderer's pool, so a lent worker can be taken back from all of them. */
const pools = new Set<WorkerPool<SceneWorkerApi>>();

/** The editor canvas's worker, lent to the thumbnail pool while the canvas lives. */
let lendable: { api: PoolWorker<SceneWorkerApi>['api']; lent: boolean } | null = null;

/**
 * Lends the canvas's worker to the thumbnail pool: it is warm the moment the first frame is drawn,
 * so the strip starts drawing at once instead of waiting for a new worker's CanvasKit and fonts.
 * Returns the call that takes it back (the canvas is going away).
 */
export function lendToThumbnails(api: PoolWorker<SceneWorkerApi>['api']): () => void {
  const entry = { api, lent: false };
  lendable = entry;
  return () => {
    if (lendable === entry) lendable = null;
    // A pool still holding it would send its next thumbnails to a worker about to be terminated.
    for (const pool of pools) pool.dropWhere((w) => w.api === api);
  };
}

/** A pool slot's worker: the lent canvas worker when it is free (the pool's "terminate" only hands it back), else a new one. */
function poolWorker(): Promise<PoolWorker<SceneWorkerApi>> {
  const entry = lendable;
  if (entry && !entry.lent) {
    entry.lent = true;
    return Promise.resolve({
      api: entry.api,
      terminate: () => {
        entry.lent = false;
      },
    });
  }
  return spawnSceneWorker();
}

export interface SceneRenderer {
  /**
   * JPEG thumbnails (10 % of the project size) of every scene, in scene order; `perTask` scenes go
   * to a worker in one call (fewer round trips to a busy page, so the workers never wait on it).
   */
  renderThumbnails(project: unknown, signal?: AbortSignal, perTask?: number): Promise<Uint8Array[]>;
  /** One frame of a scene at scene time t (ms), drawn at `size`. */
  renderFrame(scene: unknown, t: number, size: Size, videoSize: Size, signal?: AbortSignal): Promise<ImageBitmap>;
  dispose(): void;
}

export function createSceneRenderer(opts: SceneRendererOptions = {}): SceneRenderer {
  const pool = new WorkerPool<SceneWorkerApi>({
    spawn: poolWorker,
    size: opts.workers ?? DEFAULT_WORKERS,
    idleMs: opts.idleMs ?? DEFAULT_IDLE_MS,
  });
  pools.add(pool);
  return {
    async renderThumbnails(project, signal, perTask = 1) {
      const count = sceneCount(project);
      const size = Math.max(1, Math.floor(perTask));
      const ranges = Array.from(
        { length: Math.ceil(count / size) },
        (_, k) => [k * size, Math.min(count, (k + 1) * size)] as const,
      );
      const parts = await Promise.all(
        ranges.map(([from, to]) => pool.run((api) => api.renderThumbnailRange(project, from, to), signal)),
      );
      return parts.flat();
    },
    renderFrame(scene, t, size, videoSize, signal) {
      return pool.run((api) => api.renderFrame(scene, t, size, videoSize), signal);
    },
    dispose: () => {
      pools.delete(pool);
      pool.dispose();
    },
  };
}

/** Scene count as the core reads it (`iceScenes`, else `scenes`). */
function sceneCount(project: unknown): number {
  if (typeof project !== 'object' || project === null) return 0;
  const p = project as { iceScenes?: unknown; scenes?: unknown };
  if (Array.isArray(p.iceScenes)) return p.iceScenes.length;
  return Array.isArray(p.scenes) ? p.scenes.length : 0;
}

let shared: SceneRenderer | undefined;

/** The app-wide renderer; created on first use, its workers only when something is drawn. */
export function sceneRenderer(): SceneRenderer {
  shared ??= createSceneRenderer();
  return shared;
}
