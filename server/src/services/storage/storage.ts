import { createHmac, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { uploadRuleMessages as m } from '@portal/contracts';
import type { AppConfig } from '../../config/env';
import { DomainError } from '../domain-error';
import { checkUploadedFile, readFileHead, type CheckedFile } from './check-file';
import { isSafeKey, newObjectKey, OSS_PATH_TYPES, type OssPathType } from './keys';
import { LocalObjectStore } from './local-store';
import { readHead, type ObjectStore } from './object-store';
import { S3Bucket } from './s3-bucket';
import { S3ObjectStore } from './s3-store';
import { createS3UploadPolicy } from './s3-upload-policy';
import {
  createUploadPolicy,
  policyTooLarge,
  verifyUploadPolicy,
  verifyUploadPost,
  type PostedUpload,
  type UploadPolicy,
  type UploadPolicyRequest,
} from './upload-policy';

/** Where a stored key is served: GET /storage/<key> (the storage host, 001 §7: url = host + path). */
export const STORAGE_BASE = '/storage';

/**
 * The object storage the app sees: the local folder under DATA_DIR by default, or an S3 bucket when
 * configured (then browsers post to and read from the bucket, and `bucket` is set).
 */
export class Storage {
  constructor(
    readonly store: ObjectStore,
    private readonly secret: string,
    readonly bucket?: S3Bucket,
  ) {}

  /** The byte limit of a post's file, once its policy fields check out (before the file is received). */
  postFileLimit(post: PostedUpload) {
    const { maxBytes } = verifyUploadPolicy(this.secret, post);
    return { maxBytes, tooLarge: () => policyTooLarge(maxBytes) };
  }

  /** Verifies a browser's post to the storage host, checks the file and writes it. */
  async acceptPost(post: PostedUpload, file: { fileName: string; path: string; size: number }) {
    const key = verifyUploadPost(this.secret, post, file.size);
    const pathType = pathTypeOfKey(key);
    const checked = await checkUploadedFile(pathType, key, () => readFileHead(file.path), file.size);
    await this.store.putFile(key, file.path);
    return { key, checked };
  }

  /** Stores a file the server received itself (media/upload) under a new key of the company. */
  async putUploaded(companyId: string, pathType: OssPathType, file: { fileName: string; path: string; size: number }) {
    const checked: CheckedFile = await checkUploadedFile(
      pathType,
      file.fileName,
      () => readFileHead(file.path),
      file.size,
    );
    const key = newObjectKey(companyId, pathType, file.fileName);
    await this.store.putFile(key, file.path);
    return { key, checked };
  }

  /**
   * The server's checks of a file already stored under a key: needed where the browser posted to S3
   * directly and the server never saw the bytes. A file whose bytes are not what its name says (a
   * renamed .exe) can only have been posted that way, and is removed so the bucket never serves it;
   * a refusal by type or size (a file the server wrote itself, under the same prefix) removes nothing.
   */
  async checkStored(key: string): Promise<{ size: number; checked: CheckedFile }> {
    const size = await this.store.size(key);
    if (size === null) throw DomainError.business(404, m.fileNotFound);
    try {
      return { size, checked: await checkUploadedFile(pathTypeOfKey(key), key, () => readHead(this.store, key), size) };
    } catch (error) {
      if (error instanceof DomainError && error.message === m.contentMismatch) await this.store.remove(key);
      throw error;
    }
  }

  /** The upload policy of 001 §7 for the local storage host on our origin, or a presigned POST to the bucket. */
  uploadPolicy(request: UploadPolicyRequest, origin: string): Promise<UploadPolicy> {
    if (this.bucket) return createS3UploadPolicy(this.bucket, request);
    return Promise.resolve(createUploadPolicy(this.secret, { ...request, host: `${origin}${STORAGE_BASE}` }));
  }

  urlOf(key: string, origin: string) {
    if (this.bucket) return this.bucket.objectUrl(key);
    return `${origin}${STORAGE_BASE}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  /** A read URL good for ttl ms without a session (001 §7 security/blobSasUri): ours, or a presigned GET of the bucket. */
  async signedUrlOf(key: string, origin: string, ttlMs: number, now = Date.now()) {
    if (this.bucket) return this.bucket.presignGet(key, ttlMs);
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

  /** The key of one of our URLs (on our origin, path-only, or at the bucket), or null for anything else. */
  keyOfUrl(url: string, origin: string): string | null {
    let parsed: URL;
    try {
      parsed = new URL(url, origin);
    } catch {
      return null;
    }
    const local = parsed.origin === new URL(origin).origin ? keyOfStoragePath(parsed.pathname) : null;
    return local ?? this.bucket?.keyOfUrl(parsed.href) ?? null;
  }

  /** The key of a URL as project data stores them (`/storage/<key>`, or a bucket URL in S3 mode), or null. */
  keyOfStoredPath(url: string): string | null {
    if (url.startsWith(`${STORAGE_BASE}/`)) return keyOfStoragePath(url.split(/[?#]/)[0]!);
    return this.bucket?.keyOfUrl(url) ?? null;
  }

  private readSignature(key: string, expires: number) {
    return createHmac('sha256', this.secret).update(`read:${key}:${expires}`).digest('base64url');
  }
}

/** The storage of the configuration: S3 when configured, else DATA_DIR/storage. */
export function createStorage(config: Pick<AppConfig, 'dataDir' | 'secret' | 's3'>): Storage {
  if (!config.s3) return new Storage(new LocalObjectStore(join(config.dataDir, 'storage')), config.secret);
  const bucket = new S3Bucket(config.s3);
  return new Storage(new S3ObjectStore(bucket, join(config.dataDir, 'cache', 's3')), config.secret, bucket);
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
