import { z } from 'zod';
import { defineCall } from '../define-call';
import { AiVideoQuerySchema, AiVideoTaskViewSchema } from './ai-video-schemas';

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
  input: AiVideoQuerySchema,
  output: z.object({
    list: z.array(AiVideoTaskViewSchema),
    total: z.number().int(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
  }),
});
