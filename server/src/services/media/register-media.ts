import type { UploadedFile } from '@portal/contracts';
import type { Database } from '../../db/client';
import { mediaItems, type MediaType } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import type { CheckedFile } from '../storage/check-file';
import { safeFileName } from '../storage/keys';
import { PROBE_MEDIA_JOB } from './job-names';

const mediaTypeOf = (checked: CheckedFile): MediaType =>
  checked.family === 'text' ? 'subtitle' : checked.family === 'image' ? 'image' : checked.family === 'video' ? 'video' : checked.family === 'audio' ? 'audio' : 'document';

/** An upload's library title: the one given, else the file's safe name without its extension. */
export const uploadTitleOf = (file: UploadedFile, title?: string) => title || safeFileName(file.fileName).replace(/\.[^.]+$/, '');

/** Adds a stored file to the company's library; videos, audio and images are probed in a job. */
export async function registerMedia(
  deps: { db: Database; queue: JobQueue },
  item: { companyId: string; userId: string | null; key: string; checked: CheckedFile; title: string; kind: string; sizeBytes: number; exclusive?: boolean },
) {
  const mediaType = mediaTypeOf(item.checked);
  const probed = mediaType === 'video' || mediaType === 'audio' || mediaType === 'image';
  const [row] = await deps.db
    .insert(mediaItems)
    .values({
      companyId: item.companyId,
      userId: item.userId,
      mediaType,
      kind: item.kind,
      title: item.title.slice(0, 200),
      storageKey: item.key,
      mimeType: item.checked.mime,
      fileExtension: item.checked.ext === 'jpeg' ? 'jpg' : item.checked.ext,
      sizeBytes: item.sizeBytes,
      exclusive: item.exclusive ?? false,
      transcodeStage: probed ? 'queued' : 'none',
    })
    .returning();
  if (probed) await deps.queue.send(PROBE_MEDIA_JOB, { mediaId: row!.id }, { singletonKey: row!.id });
  return row!;
}
