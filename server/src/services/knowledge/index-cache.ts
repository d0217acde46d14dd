import type { KnowledgeIndex } from './knowledge-index';

/** Built indexes (FAQ and document passages) by training task, most recently used last; a few projects' worth per process. */
const MAX_INDEXES = 32;
const cache = new Map<string, KnowledgeIndex>();

export function cachedIndex(taskId: string): KnowledgeIndex | undefined {
  const index = cache.get(taskId);
  if (index) {
    cache.delete(taskId);
    cache.set(taskId, index);
  }
  return index;
}

export function rememberIndex(taskId: string, index: KnowledgeIndex) {
  cache.delete(taskId);
  cache.set(taskId, index);
  while (cache.size > MAX_INDEXES) cache.delete(cache.keys().next().value!);
}
