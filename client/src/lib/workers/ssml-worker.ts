/**
 * Bridge to the speech markup worker (workers/src/entries/ssml.worker.ts): validation and the
 * polyphone dictionary run off the editor's main thread, through the client's one WorkerPool. One
 * worker, spawned on first use and terminated when idle. A check that a newer one supersedes is
 * rejected at once but left to finish: it is short, and a new worker would load the ~1 MB
 * dictionary again. Documents are plain data, so there are no buffers to transfer.
 */
import * as Comlink from 'comlink';
import type { SsmlWorkerApi } from '@portal/workers/entries/ssml.worker';
import type { SpeechDoc } from '@portal/workers/core/ssml/model';
import type { SpeechIssue } from '@portal/workers/core/ssml/validate';
import { WorkerPool, type PoolWorker } from './worker-pool';

/** Ours: the editor checks on every pause in typing; a minute without one gives the memory back. */
const IDLE_MS = 60_000;

async function spawnSsmlWorker(): Promise<PoolWorker<SsmlWorkerApi>> {
  // Kept literal so Vite bundles the worker, and the dictionary with it, as its own chunk.
  const worker = new Worker(new URL('../../../../workers/src/entries/ssml.worker.ts', import.meta.url), {
    type: 'module',
  });
  const api = Comlink.wrap<SsmlWorkerApi>(worker);
  return {
    api,
    terminate: () => {
      api[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}

/** The speech markup calls over a pool of `spawn`'s workers (tests pass fakes). */
export function createSsmlBridge(spawn: () => Promise<PoolWorker<SsmlWorkerApi>> = spawnSsmlWorker, idleMs = IDLE_MS) {
  const pool = new WorkerPool<SsmlWorkerApi>({ spawn, size: 1, idleMs, abortRunning: 'discard' });
  return {
    /** The issues of a document for a provider and voice language; an aborted signal rejects with AbortError. */
    validate: (
      doc: SpeechDoc,
      provider: string | null,
      voiceCode: string | null,
      signal?: AbortSignal,
    ): Promise<SpeechIssue[]> => pool.run((api) => api.validate(doc, provider, voiceCode), signal),
    /** A character's readings from the dictionary, common ones first (mandarin, tone 1–5). */
    readingsOf: (char: string, signal?: AbortSignal): Promise<readonly string[]> =>
      pool.run((api) => api.readingsOf(char), signal),
    dispose: () => pool.dispose(),
  };
}

let bridge: ReturnType<typeof createSsmlBridge> | undefined;
const ssml = () => (bridge ??= createSsmlBridge());

export const validateInWorker = (
  doc: SpeechDoc,
  provider: string | null,
  voiceCode: string | null,
  signal?: AbortSignal,
) => ssml().validate(doc, provider, voiceCode, signal);

export const readingsInWorker = (char: string, signal?: AbortSignal) => ssml().readingsOf(char, signal);
