import { z } from 'zod';
import { IdSchema, PageIndexSchema, PageSizeSchema } from '../shared';

/** A library item (001 §3 media library item: mediaId, title, url, thumbnailImageUrl, createTime; plus probe results). */
export const MediaItemSchema = z.object({
  mediaId: z.string(),
  title: z.string(),
  url: z.string(),
  thumbnailImageUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  createTime: z.date(),
  mediaType: z.enum(['video', 'image', 'audio', 'document', 'subtitle']),
  kind: z.string(),
  fileType: z.string(),
  sizeBytes: z.number().int(),
  durationMs: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  transcodeStage: z.enum(['none', 'queued', 'processing', 'done', 'failed']),
  failReason: z.string().nullable(),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

export const MediaPageSchema = z.object({
  list: z.array(MediaItemSchema),
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});

/** Media library batch list (001 §7, 002 §3): video is limited to mp4. */
export const MediaQueryBatchSchema = z.object({
  mediaType: z.enum(['video', 'document', 'image', 'audio']).default('video'),
  pageIndex: PageIndexSchema.default(1),
  pageSize: PageSizeSchema.default(20),
  search: z.string().trim().max(100).optional(),
  supportedFileTypes: z.array(z.string().trim().toLowerCase().max(8)).max(20).optional(),
});

export const MediaIdInputSchema = z
  .object({ id: IdSchema.optional(), mediaId: IdSchema.optional() })
  .refine((v) => v.id !== undefined || v.mediaId !== undefined, {
    message: '缺少素材编号',
    path: ['mediaId'],
  });

/** A reply the legacy adapter answers with the stored file itself (a download), not an envelope. */
export const FileReplySchema = z.object({ $file: z.object({ key: z.string(), downloadName: z.string() }) });
export type FileReply = z.infer<typeof FileReplySchema>;
