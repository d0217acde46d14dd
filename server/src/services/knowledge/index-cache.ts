import type { FaqIndex } from './retrieval/faq-index';

/** Built indexes by training task, most recently used last; a few projects' worth per process. */
const MAX_INDEXES = 32;
const cache = new Map<string, FaqIndex>();

export function cachedIndex(taskId: string): FaqIndex | undefined {
  const index = cache.get(taskId);
  if (index) {
    cache.delete(taskId);
    cache.set(taskId, index);
  }
  return index;
}

export function rememberIndex(taskId: string, index: FaqIndex) {
  cache.delete(taskId);
  cache.set(taskId, index);
  while (cache.size > MAX_INDEXES) cache.delete(cache.keys().next().value!);
}
