import { z } from 'zod';
import { IdSchema, PageIndexSchema, PageSizeSchema } from '../shared';
import { ProjectDataSchema } from '../videoProject/project-schemas';

/**
 * Organisation examples (002 §7; 001 §7 detail): sample video projects a company's managers keep
 * for its members. The spec shows no shapes; these are ours.
 */
export const ExampleTitleSchema = z.string().trim().min(1, '示例名称不能为空').max(100);

export const ExampleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  videoSize: z.object({ width: z.number(), height: z.number() }),
  sceneCount: z.number().int(),
  sourceProjectId: z.string().nullable(),
  createTime: z.date(),
  updateTime: z.date(),
});
export const ExampleSchema = ExampleSummarySchema.extend({ data: z.record(z.string(), z.unknown()) });
export type Example = z.infer<typeof ExampleSchema>;

export const ExamplePageQuerySchema = z.object({
  pageIndex: PageIndexSchema.default(1),
  pageSize: PageSizeSchema.max(100).default(12),
  keyword: z.string().trim().max(100).optional(),
});
export const ExamplePageSchema = z.object({
  list: z.array(ExampleSummarySchema),
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});

/** Made from one of the company's projects (a copy of its data), or from data given. */
export const ExampleCreateSchema = z.union([
  z.object({ projectId: IdSchema, title: ExampleTitleSchema.optional() }),
  z.object({ title: ExampleTitleSchema, data: ProjectDataSchema }),
]);
export const ExampleEditSchema = z.object({
  exampleId: IdSchema,
  title: ExampleTitleSchema.optional(),
  data: ProjectDataSchema.optional(),
});
export const ExampleIdSchema = z.object({ exampleId: IdSchema });
