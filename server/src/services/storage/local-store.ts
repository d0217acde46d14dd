import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { moveFileInto, writeFileAtomically } from './files';
import { isSafeKey } from './keys';
import type { ObjectStore } from './object-store';

/** Files under DATA_DIR/storage by key; writes land atomically (temp file, then rename). */
export class LocalObjectStore implements ObjectStore {
  constructor(readonly root: string) {}

  get localRoot() {
    return this.root;
  }

  pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return join(this.root, key);
  }

  /** Moves a finished temp file into place; copies when the temp file is on another device. */
  async putFile(key: string, sourcePath: string): Promise<void> {
    await moveFileInto(this.pathOf(key), sourcePath);
  }

  async putBytes(key: string, bytes: Uint8Array): Promise<void> {
    await writeFileAtomically(this.pathOf(key), bytes);
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch {
      return null;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    return createReadStream(this.pathOf(key), range);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async removePrefix(prefix: string): Promise<void> {
    // Only a folder: a partial name must never take its neighbours (c/1 would match c/10).
    if (!prefix.endsWith('/')) throw new Error(`not a folder prefix: ${prefix}`);
    await rm(this.pathOf(prefix.slice(0, -1)), { recursive: true, force: true });
  }

  async localPath(key: string): Promise<string> {
    const path = this.pathOf(key);
    await stat(path);
    return path;
  }

  fileOf(key: string): string {
    return this.pathOf(key);
  }
}
