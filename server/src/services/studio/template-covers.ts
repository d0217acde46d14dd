import { and, eq, isNull } from 'drizzle-orm';
import { createNodeRenderer } from '@portal/workers/node/render';
import type { Database } from '../../db/client';
import { studioTemplates } from '../../db/schema/index';
import { renderAssetOptions, withLocalAssets } from '../storage/local-assets';
import type { Storage } from '../storage/storage';

/**
 * Covers of the platform templates: the first scene's 10% thumbnail drawn by the same render core
 * as previews and videos (001 §9), made once and kept in storage.
 */
export async function renderMissingTemplateCovers(db: Database, storage: Storage) {
  const missing = await db
    .select()
    .from(studioTemplates)
    .where(and(isNull(studioTemplates.companyId), isNull(studioTemplates.coverKey)));
  if (missing.length === 0) return 0;
  const renderer = await createNodeRenderer(renderAssetOptions(storage, null));
  try {
    for (const template of missing) {
      const { bytes } = await renderer.renderThumbnail(await withLocalAssets(storage, template.data, null), 0);
      const key = `platform/templates/${template.id}/cover.jpg`;
      await storage.store.putBytes(key, bytes);
      await db.update(studioTemplates).set({ coverKey: key }).where(eq(studioTemplates.id, template.id));
    }
  } finally {
    renderer.dispose();
  }
  return missing.length;
}
