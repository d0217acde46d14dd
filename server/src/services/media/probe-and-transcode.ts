import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaItems } from '../../db/schema/index';
import type { Storage } from '../storage/storage';
import { ffmpeg, probeMedia } from './ffmpeg';

/**
 * Probes a library item and, for video, makes what players and editors need: MOV becomes MP4
 * (H.264/AAC, faststart), and every video gets a poster frame and a 320 px thumbnail.
 * The item is updated once at the end, so a crash leaves it queued for the retried job.
 */
export async function probeAndTranscode(deps: { db: Database; storage: Storage }, mediaId: string) {
  const [item] = await deps.db.select().from(mediaItems).where(eq(mediaItems.id, mediaId));
  if (!item || item.deletedAt || item.transcodeStage === 'done') return;
  await deps.db.update(mediaItems).set({ transcodeStage: 'processing' }).where(eq(mediaItems.id, mediaId));
  const work = await mkdtemp(join(tmpdir(), 'media-'));
  try {
    const damaged = () =>
      deps.db
        .update(mediaItems)
        .set({ transcodeStage: 'failed', failReason: '文件损坏，请重新上传' })
        .where(eq(mediaItems.id, mediaId));
    // A file gone from the store is as unreadable as a damaged one; a store that cannot be reached is retried.
    if ((await deps.storage.store.size(item.storageKey)) === null) return void (await damaged());
    const source = await deps.storage.store.localPath(item.storageKey);
    let probe;
    try {
      probe = await probeMedia(source);
    } catch {
      return void (await damaged());
    }
    const update: Partial<typeof mediaItems.$inferInsert> = {
      durationMs: item.mediaType === 'image' ? null : probe.durationMs,
      width: probe.width,
      height: probe.height,
    };
    if (item.mediaType === 'video') {
      const base = item.storageKey.replace(/\/[^/]+$/, '');
      if (item.fileExtension !== 'mp4' || probe.videoCodec !== 'h264') {
        const out = join(work, 'video.mp4');
        await ffmpeg([
          '-i',
          source,
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-pix_fmt',
          'yuv420p',
          '-c:a',
          'aac',
          '-b:a',
          '128k',
          '-movflags',
          '+faststart',
          out,
        ]);
        const key = `${base}/transcoded.mp4`;
        await deps.storage.store.putFile(key, out);
        Object.assign(update, {
          storageKey: key,
          fileExtension: 'mp4',
          mimeType: 'video/mp4',
          sizeBytes: (await deps.storage.store.size(key)) ?? item.sizeBytes,
        });
      }
      const at = probe.durationMs && probe.durationMs > 2000 ? '1' : '0';
      const poster = join(work, 'poster.jpg');
      await ffmpeg(['-ss', at, '-i', source, '-frames:v', '1', '-q:v', '2', poster]);
      const thumb = join(work, 'thumb.jpg');
      await ffmpeg(['-ss', at, '-i', source, '-frames:v', '1', '-vf', 'scale=320:-2', '-q:v', '4', thumb]);
      await deps.storage.store.putFile(`${base}/poster.jpg`, poster);
      await deps.storage.store.putFile(`${base}/thumbnail.jpg`, thumb);
      Object.assign(update, { posterKey: `${base}/poster.jpg`, thumbnailKey: `${base}/thumbnail.jpg` });
    }
    await deps.db
      .update(mediaItems)
      .set({ ...update, transcodeStage: 'done', failReason: null })
      .where(eq(mediaItems.id, mediaId));
    if (update.storageKey && update.storageKey !== item.storageKey) await deps.storage.store.remove(item.storageKey);
  } catch (error) {
    await deps.db.update(mediaItems).set({ transcodeStage: 'queued' }).where(eq(mediaItems.id, mediaId));
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
