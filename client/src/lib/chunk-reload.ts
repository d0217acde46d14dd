/**
 * 000 §8: a chunk that fails to load (a deploy replaced it) reloads the page once; a 10 s flag
 * keeps a chunk that is really gone from reloading forever.
 */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const FLAG_KEY = 'chunkReloadAt';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !(now - lastReloadAt < CHUNK_RELOAD_GUARD_MS && now >= lastReloadAt);
}

/** Reloads unless it did so less than 10 s ago; returns whether it reloads. */
export function reloadForChunkError(): boolean {
  const stored = Number(sessionStorage.getItem(FLAG_KEY));
  const now = Date.now();
  if (!shouldReload(Number.isFinite(stored) && stored > 0 ? stored : null, now)) return false;
  sessionStorage.setItem(FLAG_KEY, String(now));
  window.location.reload();
  return true;
}

/** Vite reports failed preloads of lazy chunks with this event. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
