import { landmarksUrlOf } from '@portal/workers/core/photo-avatar/landmarks';
import { companyOfKey, isSafeKey } from './keys';
import { STORAGE_BASE, type Storage } from './storage';

/**
 * Project data made ready for the Node renderer, which reads `/storage/<key>` from the store's local
 * folder (`storage.store.localRoot`): every stored file the data names (a `/storage/<key>` path or, in
 * S3 mode, a bucket URL) is made local (a no-op for the local folder, a cached download for S3) and
 * named by its plain `/storage/<key>` path. Only the company's own and platform files are read; a
 * stored URL of another company becomes empty, so it is never drawn (tenant isolation, and in S3 mode
 * the shared cache holds other companies' files). Missing files stay as they are and fail as before.
 */
export async function withLocalAssets<T>(storage: Storage, data: T, companyId: string | null): Promise<T> {
  const local = new Map<string, Promise<string | null>>();
  const localUrl = (key: string) => {
    let url = local.get(key);
    if (!url) {
      url = storage.store.localPath(key).then(
        () => `${STORAGE_BASE}/${key}`,
        () => null,
      );
      local.set(key, url);
    }
    return url;
  };
  const visit = async (value: unknown): Promise<unknown> => {
    if (typeof value === 'string') {
      const key = storage.keyOfStoredPath(value);
      if (!key) return value;
      if (!key.startsWith('platform/') && companyOfKey(key) !== companyId) return '';
      // A photo avatar's portrait brings its landmarks, which the render core reads beside it.
      const landmarks = landmarksUrlOf(key);
      if (landmarks) await localUrl(landmarks);
      return (await localUrl(key)) ?? value;
    }
    if (Array.isArray(value)) return Promise.all(value.map(visit));
    if (value && typeof value === 'object') {
      const entries = await Promise.all(Object.entries(value).map(async ([k, v]) => [k, await visit(v)] as const));
      return Object.fromEntries(entries);
    }
    return value;
  };
  return (await visit(data)) as T;
}

/**
 * The Node renderer's asset options for a server render of a company's data (null: platform data
 * only): it reads the store's local folder, and only `/storage/<key>` paths of that company's or the
 * platform's files. Anything else a scene names (another company's key written another way, a
 * path inside the folder, file: or http URLs) is refused and drawn as a missing asset.
 */
export function renderAssetOptions(storage: Storage, companyId: string | null) {
  return {
    storageRoot: storage.store.localRoot,
    storagePrefix: `${STORAGE_BASE}/`,
    allowUrl: (url: string) => {
      if (!url.startsWith(`${STORAGE_BASE}/`)) return false;
      const key = storage.keyOfStoredPath(url);
      return (
        key !== null &&
        isSafeKey(key) &&
        (key.startsWith('platform/') || (companyId !== null && companyOfKey(key) === companyId))
      );
    },
  };
}
