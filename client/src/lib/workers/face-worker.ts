/**
 * Bridge to the face worker (workers/src/entries/face.worker.ts): the kiosk's face search and
 * embeddings run off the main thread. One dedicated worker per watching kiosk, for as long as it
 * watches (the models take seconds to load, so it is never left idle to be started again); frames
 * cross as transferred ImageBitmaps, so the main thread neither copies nor reads pixels.
 */
import * as Comlink from 'comlink';
import type { FaceFrameResult, FaceWorkerApi } from '@portal/workers/entries/face.worker';

export type { FaceFrameResult };

export interface FaceWorker {
  /** Inference threads the WASM backend runs (more than one only on a cross-origin isolated page). */
  threads: number;
  /** The faces of a frame (the bitmap is handed over and closed); embeddings only when `embed`. */
  detect(frame: ImageBitmap, embed: boolean): Promise<FaceFrameResult>;
  stop(): void;
}

/**
 * Ours: the models load in about two seconds on a quiet kiosk. A backend that cannot start (its
 * WebAssembly threads refused by the page's policy, say) never answers: give up so the page can say so.
 */
const INIT_TIMEOUT_MS = 90_000;

/** `reportedCores`: for the benchmark only, the cores the WASM backend sizes its threads by. */
export async function startFaceWorker(assetBase: string, reportedCores?: number): Promise<FaceWorker> {
  // Kept literal so Vite bundles the worker, with Human, as its own chunk.
  const worker = new Worker(new URL('../../../../workers/src/entries/face.worker.ts', import.meta.url), {
    type: 'module',
  });
  const api = Comlink.wrap<FaceWorkerApi>(worker);
  const stop = () => {
    api[Comlink.releaseProxy]();
    worker.terminate();
  };
  try {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('face worker did not start')), INIT_TIMEOUT_MS);
    });
    const { threads } = await Promise.race([
      api.init(new URL(assetBase, location.href).href, { reportedCores }),
      timeout,
    ]).finally(() => clearTimeout(timer));
    return { threads, detect: (frame, embed) => api.detect(Comlink.transfer(frame, [frame]), embed), stop };
  } catch (error) {
    stop();
    throw error;
  }
}
