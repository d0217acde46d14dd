import { createNodeRenderer } from '@portal/workers/node/render';
import { renderAssetOptions } from '../services/storage/local-assets';
import type { Storage } from '../services/storage/storage';
import type { HeavyWorkPool } from './heavy-work';

let installed: HeavyWorkPool | null = null;

/**
 * The process's heavy-work pool, installed once at start (main.ts). A module-level slot rather
 * than a context field, so a request handler reaches it without every context carrying it; without
 * one (tests, scripts) the work runs on the caller's thread as before.
 */
export function installHeavyWorkPool(pool: HeavyWorkPool | null) {
  installed = pool;
}

/** The installed pool, or null (tests, scripts): other off-loop work goes through it too. */
export const installedHeavyWorkPool = () => installed;

/** A scene's 10% JPEG thumbnail (data with local assets), drawn off the web thread when it can be. */
export async function renderThumbnailOffLoop(storage: Storage, companyId: string | null, data: unknown, sceneIndex: number): Promise<Uint8Array> {
  if (installed) return installed.run<Uint8Array>({ kind: 'thumbnail', companyId, data, sceneIndex });
  const renderer = await createNodeRenderer(renderAssetOptions(storage, companyId));
  try {
    return (await renderer.renderThumbnail(data as never, sceneIndex)).bytes;
  } finally {
    renderer.dispose();
  }
}
