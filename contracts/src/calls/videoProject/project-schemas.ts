import { z } from 'zod';
import { SavedProjectDataSchema } from '../../scene/version';
import { IdSchema, PageIndexSchema, PageSizeSchema } from '../shared';

/**
 * A studio project's data as an editor saves it: the scene model of contracts/src/scene, migrated
 * to its current version on the way in, so a malformed element answers 400 naming its path.
 */
export const ProjectDataSchema = SavedProjectDataSchema;

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
export const ProjectPageSchema = z.object({
  list: z.array(ProjectSummarySchema),
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});

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
