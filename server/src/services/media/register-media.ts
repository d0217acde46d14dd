import type { UploadedFile } from '@portal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaItems, type MediaType } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import { isUniqueViolation } from '../sql';
import type { CheckedFile } from '../storage/check-file';
import { safeFileName } from '../storage/keys';
import { PROBE_MEDIA_JOB } from './job-names';

const mediaTypeOf = (checked: CheckedFile): MediaType =>
  checked.family === 'text'
    ? 'subtitle'
    : checked.family === 'image'
      ? 'image'
      : checked.family === 'video'
        ? 'video'
        : checked.family === 'audio'
          ? 'audio'
          : 'document';

/** An upload's library title: the one given, else the file's safe name without its extension. */
export const uploadTitleOf = (file: UploadedFile, title?: string) =>
  title || safeFileName(file.fileName).replace(/\.[^.]+$/, '');

/** Adds a stored file to the company's library; videos, audio and images are probed in a job. */
type NewItem = {
  companyId: string;
  userId: string | null;
  key: string;
  checked: CheckedFile;
  title: string;
  kind: string;
  sizeBytes: number;
  exclusive?: boolean;
};

export async function registerMedia(deps: { db: Database; queue: JobQueue }, item: NewItem) {
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

/** registerMedia where a concurrent call may register the same file first (unique company + key): then that item is the answer. */
export function registerMediaOnce(deps: { db: Database; queue: JobQueue }, item: NewItem) {
  return registerMedia(deps, item).catch(async (error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
    const [winner] = await deps.db
      .select()
      .from(mediaItems)
      .where(
        and(
          eq(mediaItems.storageKey, item.key),
          eq(mediaItems.companyId, item.companyId),
          isNull(mediaItems.deletedAt),
        ),
      );
    return winner!;
  });
}
