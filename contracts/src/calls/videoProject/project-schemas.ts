import { z } from 'zod';
import { IdSchema, PageIndexSchema, PageSizeSchema } from '../shared';

/**
 * A studio project's data: the canvas fields of 001 §3 (templateName, videoSize, personaBizId, …) and
 * its scenes (each an iceScenes canvas plus the scene fields). Kept loose: the editor owns the
 * shape and the render core reads it leniently; the server checks sizes and the scene limit.
 */
export const ProjectDataSchema = z.looseObject({
  templateName: z.string().max(64).optional(),
  videoSize: z.object({ width: z.number().int().min(16).max(7680), height: z.number().int().min(16).max(7680) }).optional(),
  personaBizId: z.string().max(64).optional(),
  scenes: z.array(z.looseObject({})).max(50, '最多可创建50个场景').optional(),
});

export const ProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  templateId: z.string().nullable(),
  templateName: z.string(),
  videoSize: z.object({ width: z.number(), height: z.number() }),
  version: z.number().int(),
  status: z.enum(['draft', 'saved']),
  data: z.record(z.string(), z.unknown()),
  createTime: z.date(),
  updateTime: z.date(),
});
export type Project = z.infer<typeof ProjectSchema>;

export const ProjectSummarySchema = ProjectSchema.omit({ data: true });
export const ProjectPageSchema = z.object({ list: z.array(ProjectSummarySchema), total: z.number().int(), pageIndex: z.number().int(), pageSize: z.number().int() });

export const ProjectIdSchema = z.object({ id: IdSchema });
export const ProjectListQuerySchema = z.object({
  pageIndex: PageIndexSchema.default(1),
  pageSize: PageSizeSchema.default(12),
  keyword: z.string().trim().max(100).optional(),
});

export const TemplateSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  tags: z.array(z.string()),
  coverUrl: z.string().nullable(),
  exclusive: z.boolean(),
  status: z.enum(['draft', 'published']),
  videoSize: z.object({ width: z.number(), height: z.number() }),
  createTime: z.date(),
  updateTime: z.date(),
});
export const TemplateDetailSchema = TemplateSchema.extend({ data: z.record(z.string(), z.unknown()) });
