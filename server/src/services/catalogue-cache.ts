import type { Database } from '../db/client';

/**
 * Read-mostly catalogues (voices, digital humans) kept in memory for a few seconds per database and key,
 * so a list call does not re-read an unchanged table on every request. A write to a catalogue calls
 * invalidateCatalogue at once; another process sees the change within CATALOGUE_TTL_MS.
 */
const CATALOGUE_TTL_MS = 5000;

/** Platform and company voices (seeded on start; a company's own voices arrive by delivery). */
export const VOICE_CATALOGUE = 'voices';

/**
 * The digital humans a company can see (platform and its exclusive ones). Rows change when the
 * catalogue is brought up to date on start or an avatar is taken offline; a company taking one from
 * the market changes another table (company_virtual_humans), which is read fresh.
 */
export const AVATAR_CATALOGUE = 'avatars';

const stores = new Map<string, WeakMap<Database, Map<string, { value: Promise<unknown>; expiresAt: number }>>>();

export async function cachedCatalogue<T>(
  name: string,
  db: Database,
  key: string,
  load: () => PromiseLike<T>,
): Promise<T> {
  let byDb = stores.get(name);
  if (!byDb) stores.set(name, (byDb = new WeakMap()));
  let entries = byDb.get(db);
  if (!entries) byDb.set(db, (entries = new Map()));
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  // Concurrent callers share one read; a failed read is not kept. Promise.resolve settles a lazy
  // query builder once (awaiting a Drizzle query again would run it again).
  const value = Promise.resolve(load());
  const entry = { value, expiresAt: now + CATALOGUE_TTL_MS };
  entries.set(key, entry);
  value.catch(() => entries.get(key) === entry && entries.delete(key));
  return value;
}

export function invalidateCatalogue(name: string) {
  stores.delete(name);
}
