import { z } from 'zod';
import { IdSchema, PageIndexSchema, PageSizeSchema } from '../shared';

/** The smart video form (001 §7 ai-video-task/submit). Fields are optional so the checks answer in order. */
export const AiVideoSubmitSchema = z.object({
  text: z.string().max(10_000).default(''),
  /** The ratio: 16:9 (1920x1080) or 9:16 (1080x1920) (001 §3). */
  videoSize: z.enum(['16:9', '9:16']).optional(),
  /** Material matching (001 §3 material source): PEXELS smart-matched, XB_MATERIAL custom, MIX. */
  materialType: z.enum(['PEXELS', 'XB_MATERIAL', 'MIX']).optional(),
  vhBizId: z.string().trim().max(64).optional(),
  vhName: z.string().trim().max(100).optional(),
  xbVideoMaterialList: z
    .array(z.object({ url: z.string().trim().min(1).max(2048), mediaTypeEnum: z.enum(['video', 'graph']) }))
    .max(10)
    .default([]),
});

/** An AI video task (001 §3: status RUNNING 制作中, SUCC 已完成, FAIL 制作失败). */
export const AiVideoTaskViewSchema = z.object({
  bizId: z.string(),
  status: z.enum(['RUNNING', 'SUCC', 'FAIL']),
  progress: z.number().int(),
  text: z.string(),
  videoUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  failReason: z.string().nullable(),
  outputData: z.object({ vhBizId: z.string().nullable(), projectId: z.string() }),
  createTime: z.date(),
});

export const AiVideoQuerySchema = z.object({
  pageIndex: PageIndexSchema.default(1),
  /** 001 §9: AI video list page size 24. */
  pageSize: PageSizeSchema.default(24),
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(['RUNNING', 'SUCC', 'FAIL']).optional(),
  startTime: z.coerce.number().int().nonnegative().optional(),
  endTime: z.coerce.number().int().nonnegative().optional(),
});

export const AiVideoBizIdSchema = z.object({ bizId: IdSchema });

/**
 * A simple task the toolbox hands to the workbench (001 §7 cache-simple-task; shapes not shown):
 * a script, optionally the avatar and the ratio. The workbench opened with createNew reads it once
 * and makes its project from it.
 */
export const SimpleTaskSchema = z.object({
  text: z.string().trim().min(1).max(10_000),
  vhBizId: z.string().trim().min(1).max(64).optional(),
  videoSize: z.enum(['16:9', '9:16']).optional(),
});
export const CachedSimpleTaskSchema = z
  .object({ key: z.string(), text: z.string(), vhBizId: z.string().nullable(), videoSize: z.enum(['16:9', '9:16']) })
  .nullable();
