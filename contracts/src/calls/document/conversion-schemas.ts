import { z } from 'zod';
import { IdSchema } from '../shared';

/** A stored document to convert: its url in our storage, or its library item. */
export const ConversionSourceSchema = z
  .object({ url: z.string().trim().max(2048).optional(), mediaId: IdSchema.optional() })
  .refine((v) => v.url !== undefined || v.mediaId !== undefined, {
    message: '请提供文档地址或素材编号',
    path: ['url'],
  });

/** Document conversion status (001 §3): Running 2, Success 3, Fail 4. */
export const ConversionResultSchema = z.object({
  taskId: z.string(),
  status: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  images: z.array(z.string()),
  videoUrl: z.string().nullable(),
  failReason: z.string().nullable(),
});

export const ConversionTaskSchema = z.object({ taskId: IdSchema });
