import { z } from 'zod';
import { RenderResolutionSchema } from '../../constants/payment';
import { IdSchema, PageIndexSchema, PageSizeSchema } from '../shared';

/** A video task as the task list shows it (001 §3 video task: bizId, displayStatus, inputData, createTime). */
export const VideoTaskViewSchema = z.object({
  bizId: z.string(),
  projectId: z.string(),
  title: z.string(),
  displayStatus: z.enum(['Running', 'Finished', 'Fail']),
  stage: z.string(),
  progress: z.number().int(),
  resolution: RenderResolutionSchema,
  inputData: z.object({ text: z.string(), previewImage: z.string().nullable(), vhBizId: z.string().nullable() }),
  videoUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  subtitleUrl: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  failReason: z.string().nullable(),
  /**
   * The organisation review of a finished video (002 §7), as its author sees it: waiting, approved,
   * or returned with the manager's reason; null where nobody reviews it (not finished, or its author
   * is in no organisation).
   */
  review: z.object({ status: z.enum(['pending', 'approved', 'returned']), reason: z.string() }).nullable(),
  createTime: z.date(),
  finishTime: z.date().nullable(),
});

export const TaskListQuerySchema = z.object({
  keyword: z.string().trim().max(100).default(''),
  pageIndex: PageIndexSchema.default(1),
  pageSize: PageSizeSchema.default(10),
  /** Sent only when not 'all' (001 §5 task list filters). */
  displayStatus: z.enum(['Running', 'Finished', 'Fail']).optional(),
  startTime: z.coerce.number().int().nonnegative().optional(),
  endTime: z.coerce.number().int().nonnegative().optional(),
});

export const TaskSubmitSchema = z.object({
  projectId: IdSchema,
  resolution: RenderResolutionSchema.default('R_1080P'),
});
export const TaskBizIdSchema = z.object({ bizId: IdSchema });
