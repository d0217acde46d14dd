import type { mediaItems } from '../../db/schema/index';
import type { Storage } from '../storage/storage';

type Row = typeof mediaItems.$inferSelect;

/** A library item as the clients read it (001 §3 media library item, plus what the editor needs). */
export function mediaView(row: Row, storage: Storage, origin: string) {
  return {
    mediaId: row.id,
    title: row.title,
    url: storage.urlOf(row.storageKey, origin),
    thumbnailImageUrl: row.thumbnailKey
      ? storage.urlOf(row.thumbnailKey, origin)
      : row.mediaType === 'image'
        ? storage.urlOf(row.storageKey, origin)
        : null,
    posterUrl: row.posterKey ? storage.urlOf(row.posterKey, origin) : null,
    createTime: row.createdAt,
    mediaType: row.mediaType,
    kind: row.kind,
    fileType: row.fileExtension,
    sizeBytes: row.sizeBytes,
    durationMs: row.durationMs,
    width: row.width,
    height: row.height,
    transcodeStage: row.transcodeStage,
    failReason: row.failReason,
  };
}
export type MediaView = ReturnType<typeof mediaView>;
