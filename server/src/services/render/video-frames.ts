import { mkdir, readdir, readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { ffmpeg } from '../media/ffmpeg';
import type { Storage } from '../storage/storage';
import { STORAGE_BASE } from '../storage/storage';

/**
 * Video frames for the render core in Node: each video is cut once into JPEG frames at the render's
 * frame rate (at most 1920 wide) in the work folder; a frame at t is the file at t × fps.
 */
export function videoFrameDecoder(storage: Storage, workDir: string, fps: number) {
  const extracted = new Map<string, Promise<{ dir: string; count: number }>>();
  const extract = (url: string) => {
    let job = extracted.get(url);
    if (!job) {
      job = (async () => {
        const key = url.startsWith(`${STORAGE_BASE}/`) ? url.slice(STORAGE_BASE.length + 1) : null;
        if (!key) throw new Error(`not a stored video: ${url}`);
        const dir = join(workDir, `video-${createHash('sha1').update(url).digest('hex').slice(0, 12)}`);
        await mkdir(dir, { recursive: true });
        await ffmpeg(['-i', storage.store.pathOf(key), '-vf', `fps=${fps},scale='min(1920,iw)':-2`, '-q:v', '3', join(dir, 'f%06d.jpg')]);
        const count = (await readdir(dir)).filter((f) => f.endsWith('.jpg')).length;
        if (count === 0) throw new Error(`no frames in ${url}`);
        return { dir, count };
      })();
      extracted.set(url, job);
    }
    return job;
  };
  return async (url: string, timeMs: number): Promise<Uint8Array> => {
    const { dir, count } = await extract(url);
    const index = Math.min(count, Math.max(1, Math.floor((timeMs * fps) / 1000) + 1));
    return readFile(join(dir, `f${String(index).padStart(6, '0')}.jpg`));
  };
}
