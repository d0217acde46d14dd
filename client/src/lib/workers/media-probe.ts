/**
 * Bridge to the media-probe worker (workers/src/entries/probe.worker.ts): duration, size and codecs
 * of a picked file from ffmpeg.wasm, off the main thread, through the client's one WorkerPool.
 * ffmpeg-core.wasm is emitted by Vite into our own build (`?url`), never fetched from a CDN. An
 * aborted probe terminates its worker (ffprobe cannot be interrupted), as does a crashed core; the
 * next probe starts a fresh one, and an idle worker is terminated. A File crosses as a handle (the
 * worker reads its slices through WORKERFS): it is not transferable, and no bytes are copied.
 */
import * as Comlink from 'comlink';
import wasmUrl from '@ffmpeg/core/wasm?url';
import type { ProbeWorkerApi } from '@portal/workers/entries/probe.worker';
import type { MediaProbe } from '@portal/workers/core/probe/probe-result';
import { WorkerPool, type PoolWorker } from './worker-pool';

export type { MediaProbe };

/** Ours: files are picked in bursts; the ~30 MB core is kept a minute past the last one. */
const IDLE_MS = 60_000;

async function spawnProbeWorker(): Promise<PoolWorker<ProbeWorkerApi>> {
  // Kept literal so Vite bundles the worker with the ffmpeg core as its own chunk.
  const worker = new Worker(new URL('../../../../workers/src/entries/probe.worker.ts', import.meta.url), {
    type: 'module',
  });
  const api = Comlink.wrap<ProbeWorkerApi>(worker);
  const terminate = () => {
    api[Comlink.releaseProxy]();
    worker.terminate();
  };
  try {
    await api.init(new URL(wasmUrl, location.href).href);
  } catch (error) {
    terminate();
    throw error;
  }
  return { api, terminate };
}

/** Probing over a pool of `spawn`'s workers (tests pass fakes). */
export function createProbeBridge(
  spawn: () => Promise<PoolWorker<ProbeWorkerApi>> = spawnProbeWorker,
  idleMs = IDLE_MS,
) {
  // One core: ffprobe over WORKERFS is I/O-light, and each core holds its own wasm memory.
  const pool = new WorkerPool<ProbeWorkerApi>({ spawn, size: 1, idleMs, retireOnError: true });
  return {
    /** The file's media facts, or null when ffprobe cannot read it (the caller says 文件损坏，请重新上传). */
    probe: (file: File, signal?: AbortSignal): Promise<MediaProbe | null> => pool.run((api) => api.probe(file), signal),
    dispose: () => pool.dispose(),
  };
}

let bridge: ReturnType<typeof createProbeBridge> | undefined;

export const probeFile = (file: File, signal?: AbortSignal) => (bridge ??= createProbeBridge()).probe(file, signal);
