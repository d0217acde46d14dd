import { z } from 'zod';
import { defineCall } from '../define-call';
import { PageIndexSchema, PageSizeSchema, UnspecifiedOutputSchema } from '../shared';

export const videoCreationAiVideoTaskQueryPageCall = defineCall({
  id: 'videoCreationAiVideoTaskQueryPage',
  specId: 'videoCreationAiVideoTaskQueryPage',
  area: 'aiVideoTask',
  procedure: 'queryPage',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/video-creation/ai-video-task/query-page'], origin: 'spec' },
  silent: false,
  summary: 'Cancellable',
  input: z.object({
    keyword: z.string().trim().max(200).default(''),
    pageIndex: PageIndexSchema.default(1),
    pageSize: PageSizeSchema.default(10),
    startTime: z.coerce.number().int().nonnegative().optional(),
    endTime: z.coerce.number().int().nonnegative().optional(),
  }),
  output: UnspecifiedOutputSchema,
});
