import { createNodeRenderer } from '@portal/workers/node/render';
import { renderAssetOptions } from '../services/storage/local-assets';
import type { Storage } from '../services/storage/storage';
import type { HeavyWorkPool } from './heavy-work';

/** A scene's 10% JPEG thumbnail (data with local assets), drawn in a heavy-work thread when the deps have a pool. */
export async function renderThumbnailOffLoop(
  deps: { storage: Storage; heavy: HeavyWorkPool | null },
  companyId: string | null,
  data: unknown,
  sceneIndex: number,
): Promise<Uint8Array> {
  if (deps.heavy) return deps.heavy.thumbnail(companyId, data, sceneIndex);
  const renderer = await createNodeRenderer(renderAssetOptions(deps.storage, companyId));
  try {
    return (await renderer.renderThumbnail(data as never, sceneIndex)).bytes;
  } finally {
    renderer.dispose();
  }
}
