/**
 * Bridge to the media-probe worker (workers/src/entries/probe.worker.ts): duration, size and codecs
 * of a picked file from ffmpeg.wasm, off the main thread. ffmpeg-core.wasm is emitted by Vite into
 * our own build (`?url`), never fetched from a CDN. An aborted probe terminates its worker (ffprobe
 * cannot be interrupted); the next probe starts a fresh one.
 */
import * as Comlink from 'comlink';
import wasmUrl from '@ffmpeg/core/wasm?url';
import type { ProbeWorkerApi } from '@portal/workers/entries/probe.worker';
import type { MediaProbe } from '@portal/workers/core/probe/probe-result';

export type { MediaProbe };

interface Running { api: Comlink.Remote<ProbeWorkerApi>; worker: Worker; ready: Promise<void> }

let current: Running | undefined;

function probeWorker(): Running {
  if (!current) {
    // Kept literal so Vite bundles the worker with the ffmpeg core as its own chunk.
    const worker = new Worker(new URL('../../../../workers/src/entries/probe.worker.ts', import.meta.url), { type: 'module' });
    const api = Comlink.wrap<ProbeWorkerApi>(worker);
    current = { api, worker, ready: api.init(new URL(wasmUrl, location.href).href) };
  }
  return current;
}

function stop(running: Running) {
  running.api[Comlink.releaseProxy]();
  running.worker.terminate();
  if (current === running) current = undefined;
}

/** The file's media facts, or null when ffprobe cannot read it (the caller says 文件损坏，请重新上传). */
export async function probeFile(file: File, signal?: AbortSignal): Promise<MediaProbe | null> {
  if (signal?.aborted) throw new DOMException('cancelled', 'AbortError');
  const running = probeWorker();
  const onAbort = () => stop(running);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await running.ready;
    const result = await Promise.race([
      running.api.probe(file),
      new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')), { once: true })),
    ]);
    return result;
  } catch (error) {
    if (signal?.aborted) throw new DOMException('cancelled', 'AbortError');
    // A crashed core cannot be trusted with the next file.
    stop(running);
    throw error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
