import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ffmpeg } from '../../src/services/media/ffmpeg';

/** A PNG by its header (the bytes after it are not an image: enough for the upload checks). */
export const PNG_HEADED = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
/** A Windows executable's header, to be renamed to .png. */
export const EXE_HEADED = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);

/** A 2 s 320×240 QuickTime clip with sound, made by the same ffmpeg the server uses. */
export async function makeTestClip(dir: string): Promise<Buffer> {
  const path = join(dir, 'clip.mov');
  await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x240:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-c:v', 'mpeg4', '-c:a', 'aac', '-shortest', '-f', 'mov', path]);
  return readFile(path);
}
