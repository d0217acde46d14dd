import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { isSafeKey } from './keys';

/** Files under DATA_DIR/storage by key; writes land atomically (temp file, then rename). */
export class LocalObjectStore {
  constructor(readonly root: string) {}

  pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return join(this.root, key);
  }

  /** Moves a finished temp file into place; copies when the temp file is on another device. */
  async putFile(key: string, sourcePath: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(sourcePath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      const temp = `${target}.${randomUUID()}.part`;
      await copyFile(sourcePath, temp);
      await rename(temp, target);
      await unlink(sourcePath).catch(() => undefined);
    }
  }

  /** Writes bytes atomically (temp file, then rename). */
  async putBytes(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.part`;
    await writeFile(temp, bytes);
    await rename(temp, target);
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch {
      return null;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.pathOf(key), range);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
