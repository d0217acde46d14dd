import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brandings, brandPictures } from '../../db/schema/index';
import type { Storage } from '../storage/storage';

/**
 * How long an uploaded brand picture may wait for a brand to name it: the operator uploads while
 * filling the form and saves minutes later, or tomorrow after a colleague's look; after a day a
 * picture no brand names was replaced or abandoned.
 */
export const UNUSED_BRAND_PICTURE_GRACE_MS = 24 * 3_600_000;

/** The brand fields that hold a stored picture's path. */
const PICTURE_FIELDS = ['logoUrl', 'webPageCustomImg'] as const;

/** Notes an uploaded picture (again: the same bytes have the same key, and its day starts over). */
export async function recordBrandPicture(db: Pick<Database, 'insert'>, key: string, now = new Date()) {
  await db
    .insert(brandPictures)
    .values({ key, uploadedAt: now })
    .onConflictDoUpdate({ target: brandPictures.key, set: { uploadedAt: now } });
}

/**
 * After a brand is saved or deleted: the sweep below, whose failure is logged, never the caller's
 * (the brand is saved; the next save tries the sweep again).
 */
export async function sweepAfterBrandChange(deps: { db: Database; storage: Storage }): Promise<void> {
  await sweepUnusedBrandPictures(deps).catch((error) => console.warn('[brands] picture sweep failed:', error));
}

/**
 * Removes the pictures uploaded more than a day ago that no brand names (a logo replaced, a brand
 * deleted, an upload never saved), file first and then its row, so a removal that fails is tried
 * again by the next sweep. Run after a brand is saved or deleted; answers the keys removed.
 */
export async function sweepUnusedBrandPictures(
  deps: { db: Database; storage: Storage },
  now = new Date(),
): Promise<string[]> {
  const old = await deps.db
    .select({ key: brandPictures.key })
    .from(brandPictures)
    .where(lt(brandPictures.uploadedAt, new Date(now.getTime() - UNUSED_BRAND_PICTURE_GRACE_MS)));
  if (old.length === 0) return [];
  const named = new Set<string>();
  for (const { config } of await deps.db.select({ config: brandings.config }).from(brandings))
    for (const field of PICTURE_FIELDS) {
      const value = config[field];
      const key = typeof value === 'string' ? deps.storage.keyOfStoredPath(value) : null;
      if (key) named.add(key);
    }
  const removed: string[] = [];
  for (const { key } of old) {
    if (named.has(key)) continue;
    await deps.storage.store.remove(key);
    await deps.db.delete(brandPictures).where(eq(brandPictures.key, key));
    removed.push(key);
  }
  return removed;
}
