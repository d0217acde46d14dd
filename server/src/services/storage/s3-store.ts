import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { contentTypeOf } from './content-types';
import { moveFileInto, writeFileAtomically } from './files';
import { isSafeKey } from './keys';
import type { ObjectStore } from './object-store';
import type { S3Bucket } from './s3-bucket';

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * Objects in an S3 bucket. Tools that need a file (ffmpeg, ffprobe, the renderer) get a copy cached
 * under DATA_DIR/cache/s3: downloaded streaming into a temp file and renamed into place, and checked
 * against the object's ETag on every use, so an overwritten object is fetched again. What this
 * process writes is kept there too, so a job reading its own output downloads nothing. The cache
 * holds at most what the local folder would; it can be deleted at any time.
 */
export class S3ObjectStore implements ObjectStore {
  readonly localRoot: string;
  private readonly etagRoot: string;
  /** One download per key at a time in this process; concurrent callers share it. */
  private readonly downloads = new Map<string, Promise<string>>();

  constructor(
    private readonly bucket: S3Bucket,
    cacheDir: string,
  ) {
    this.localRoot = join(cacheDir, 'objects');
    this.etagRoot = join(cacheDir, 'etags');
  }

  private cached(key: string) {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return { file: join(this.localRoot, key), etag: join(this.etagRoot, key) };
  }

  async putFile(key: string, sourcePath: string): Promise<void> {
    const { size } = await stat(sourcePath);
    const put = await this.bucket.client.send(
      new PutObjectCommand({
        Bucket: this.bucket.name,
        Key: key,
        Body: createReadStream(sourcePath),
        ContentLength: size,
        ContentType: contentTypeOf(key),
      }),
    );
    const cached = this.cached(key);
    await moveFileInto(cached.file, sourcePath);
    await writeFileAtomically(cached.etag, put.ETag ?? '');
  }

  async putBytes(key: string, bytes: Uint8Array): Promise<void> {
    const put = await this.bucket.client.send(
      new PutObjectCommand({
        Bucket: this.bucket.name,
        Key: key,
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: contentTypeOf(key),
      }),
    );
    const cached = this.cached(key);
    await writeFileAtomically(cached.file, bytes);
    await writeFileAtomically(cached.etag, put.ETag ?? '');
  }

  /** Size and ETag, or null when there is no such object. */
  async head(key: string): Promise<{ size: number; etag: string } | null> {
    try {
      const head = await this.bucket.client.send(new HeadObjectCommand({ Bucket: this.bucket.name, Key: key }));
      return { size: head.ContentLength ?? 0, etag: head.ETag ?? '' };
    } catch (error) {
      // AWS answers 403 rather than 404 for a missing key when the credentials may not list the
      // bucket; either way there is nothing to serve, and callers answer not found instead of failing.
      const status = statusOf(error);
      if (status === 404 || status === 403) return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    return (await this.head(key))?.size ?? null;
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    try {
      const got = await this.bucket.client.send(
        new GetObjectCommand({
          Bucket: this.bucket.name,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return got.Body as Readable;
    } catch (error) {
      // A range past the end of an empty object: no bytes, as a file read would give.
      if (range && statusOf(error) === 416) return Readable.from([]);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.bucket.client.send(new DeleteObjectCommand({ Bucket: this.bucket.name, Key: key }));
    const cached = this.cached(key);
    await rm(cached.file, { force: true });
    await rm(cached.etag, { force: true });
  }

  async removePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error(`not a folder prefix: ${prefix}`);
    let token: string | undefined;
    do {
      const page = await this.bucket.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket.name, Prefix: prefix, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      // One request per listed page (at most 1000 keys, the limit of both calls).
      if (keys.length > 0)
        await this.bucket.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket.name, Delete: { Objects: keys } }),
        );
      for (const { Key } of keys) {
        const cached = this.cached(Key);
        await rm(cached.file, { force: true });
        await rm(cached.etag, { force: true });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  localPath(key: string): Promise<string> {
    let download = this.downloads.get(key);
    if (!download) {
      download = this.download(key).finally(() => this.downloads.delete(key));
      this.downloads.set(key, download);
    }
    return download;
  }

  fileOf(): null {
    return null;
  }

  private async download(key: string): Promise<string> {
    const cached = this.cached(key);
    const head = await this.head(key);
    if (!head) throw new Error(`no stored object ${key}`);
    const known = await readFile(cached.etag, 'utf8').catch(() => null);
    if (known === head.etag && (await stat(cached.file).catch(() => null))?.size === head.size) return cached.file;
    await mkdir(dirname(cached.file), { recursive: true });
    const temp = `${cached.file}.${randomUUID()}.part`;
    try {
      const got = await this.bucket.client.send(new GetObjectCommand({ Bucket: this.bucket.name, Key: key }));
      await pipeline(got.Body as Readable, createWriteStream(temp));
      await rename(temp, cached.file);
      await writeFileAtomically(cached.etag, got.ETag ?? head.etag);
    } finally {
      await rm(temp, { force: true });
    }
    return cached.file;
  }
}
