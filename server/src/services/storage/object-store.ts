import type { Readable } from 'node:stream';

/**
 * Where stored objects live, by key: the local folder or an S3 bucket. Everything that reads or
 * writes a stored file goes through this, so jobs, render and serving work the same in both modes.
 */
export interface ObjectStore {
  /** The folder `localPath` answers paths under (`join(localRoot, key)`); the renderer resolves `/storage/<key>` there. */
  readonly localRoot: string;
  /** Stores a finished temp file under the key; the source file is consumed. */
  putFile(key: string, sourcePath: string): Promise<void>;
  putBytes(key: string, bytes: Uint8Array): Promise<void>;
  /** The size in bytes, or null when there is no such object. */
  size(key: string): Promise<number | null>;
  /** The bytes, or an inclusive byte range of them. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  remove(key: string): Promise<void>;
  /** Removes every object whose key starts with the prefix (a folder, ending in `/`): a company's purge. */
  removePrefix(prefix: string): Promise<void>;
  /**
   * A local file with the object's bytes, for tools that need a path (ffmpeg, ffprobe, the renderer):
   * the file itself, or an up-to-date copy under DATA_DIR. Throws when there is no such object.
   */
  localPath(key: string): Promise<string>;
  /** The file itself when objects are files on this machine (served with sendFile); null otherwise. */
  fileOf(key: string): string | null;
}

/** The first bytes of an object (header sniffing needs 64). */
export async function readHead(store: ObjectStore, key: string, bytes = 64): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.read(key, { start: 0, end: bytes - 1 }))
    chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).subarray(0, bytes);
}
