import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Moves a finished file into place atomically; copies (then renames) when the source is on another device. */
export async function moveFileInto(target: string, sourcePath: string): Promise<void> {
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

/** Writes bytes atomically (temp file, then rename): a reader never sees half a file. */
export async function writeFileAtomically(target: string, bytes: Uint8Array | string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const temp = `${target}.${randomUUID()}.part`;
  await writeFile(temp, bytes);
  await rename(temp, target);
}
