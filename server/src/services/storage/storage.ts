import { createHmac, timingSafeEqual } from 'node:crypto';
import { uploadRuleMessages as m } from '@portal/contracts';
import { DomainError } from '../domain-error';
import { checkUploadedFile, type CheckedFile } from './check-file';
import { isSafeKey, newObjectKey, OSS_PATH_TYPES, type OssPathType } from './keys';
import { LocalObjectStore } from './local-store';
import { verifyUploadPost, type PostedUpload } from './upload-policy';

/** Where a stored key is served: GET /storage/<key> (the storage host, 001 §7: url = host + path). */
export const STORAGE_BASE = '/storage';

/** The object storage the app sees: the local folder by default. */
export class Storage {
  readonly store: LocalObjectStore;

  constructor(
    root: string,
    private readonly secret: string,
  ) {
    this.store = new LocalObjectStore(root);
  }

  /** Verifies a browser's post to the storage host, checks the file and writes it. */
  async acceptPost(post: PostedUpload, file: { fileName: string; path: string; size: number }) {
    const key = verifyUploadPost(this.secret, post, file.size);
    const pathType = pathTypeOfKey(key);
    const checked = await checkUploadedFile(pathType, key, file.path, file.size);
    await this.store.putFile(key, file.path);
    return { key, checked };
  }

  /** Stores a file the server received itself (media/upload) under a new key of the company. */
  async putUploaded(companyId: string, pathType: OssPathType, file: { fileName: string; path: string; size: number }) {
    const checked: CheckedFile = await checkUploadedFile(pathType, file.fileName, file.path, file.size);
    const key = newObjectKey(companyId, pathType, file.fileName);
    await this.store.putFile(key, file.path);
    return { key, checked };
  }

  urlOf(key: string, origin: string) {
    return `${origin}${STORAGE_BASE}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  /** A read URL good for ttl ms without a session (001 §7 security/blobSasUri). */
  signedUrlOf(key: string, origin: string, ttlMs: number, now = Date.now()) {
    const expires = now + ttlMs;
    return `${this.urlOf(key, origin)}?expires=${expires}&sig=${this.readSignature(key, expires)}`;
  }

  verifyReadSignature(key: string, expires: string | undefined, sig: string | undefined, now = Date.now()) {
    const at = Number(expires);
    if (!sig || !Number.isSafeInteger(at) || at < now) return false;
    const expected = Buffer.from(this.readSignature(key, at));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** The key of one of our URLs (on our origin, or path-only), or null for anything else. */
  keyOfUrl(url: string, origin: string): string | null {
    let path: string;
    try {
      const parsed = new URL(url, origin);
      if (parsed.origin !== new URL(origin).origin) return null;
      path = parsed.pathname;
    } catch {
      return null;
    }
    return keyOfStoragePath(path);
  }

  /** The key of a path-only URL as project data stores them (`/storage/<key>`), or null. */
  keyOfStoredPath(url: string): string | null {
    return url.startsWith(`${STORAGE_BASE}/`) ? keyOfStoragePath(url.split(/[?#]/)[0]!) : null;
  }

  private readSignature(key: string, expires: number) {
    return createHmac('sha256', this.secret).update(`read:${key}:${expires}`).digest('base64url');
  }
}

export function pathTypeOfKey(key: string): OssPathType {
  const type = key.split('/')[2] as OssPathType | undefined;
  if (!type || !OSS_PATH_TYPES.includes(type)) throw DomainError.refused(403, m.keyNotAllowed);
  return type;
}

/** `/storage/<key>` → the key, decoded and checked; null for any other path. */
function keyOfStoragePath(path: string): string | null {
  if (!path.startsWith(`${STORAGE_BASE}/`)) return null;
  let key: string;
  try {
    key = decodeURIComponent(path.slice(STORAGE_BASE.length + 1));
  } catch {
    return null;
  }
  return isSafeKey(key) ? key : null;
}
