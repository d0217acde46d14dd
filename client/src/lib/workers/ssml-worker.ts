/**
 * Bridge to the speech markup worker (workers/src/entries/ssml.worker.ts): validation and the
 * polyphone dictionary run off the editor's main thread. One worker, created on first use.
 */
import * as Comlink from 'comlink';
import type { SsmlWorkerApi } from '@portal/workers/entries/ssml.worker';
import type { SpeechDoc } from '@portal/workers/core/ssml/model';
import type { SpeechIssue } from '@portal/workers/core/ssml/validate';

let remote: Comlink.Remote<SsmlWorkerApi> | undefined;

function ssmlWorker(): Comlink.Remote<SsmlWorkerApi> {
  // Kept literal so Vite bundles the worker, and the dictionary with it, as its own chunk.
  remote ??= Comlink.wrap<SsmlWorkerApi>(new Worker(new URL('../../../../workers/src/entries/ssml.worker.ts', import.meta.url), { type: 'module' }));
  return remote;
}

const aborted = () => new DOMException('superseded', 'AbortError');

/**
 * The issues of a document for a provider and voice language. An aborted signal (a newer check)
 * rejects with AbortError, whether it fires before the call or while the worker is busy.
 */
export async function validateInWorker(doc: SpeechDoc, provider: string | null, voiceCode: string | null, signal?: AbortSignal): Promise<SpeechIssue[]> {
  if (signal?.aborted) throw aborted();
  const issues = await ssmlWorker().validate(doc, provider, voiceCode);
  if (signal?.aborted) throw aborted();
  return issues;
}

/** A character's readings from the dictionary, common ones first (mandarin, tone 1–5). */
export const readingsInWorker = (char: string): Promise<readonly string[]> => ssmlWorker().readingsOf(char);
