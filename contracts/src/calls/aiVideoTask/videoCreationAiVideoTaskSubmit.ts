import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const videoCreationAiVideoTaskSubmitCall = defineCall({
  id: 'videoCreationAiVideoTaskSubmit',
  specId: 'videoCreationAiVideoTaskSubmit',
  area: 'aiVideoTask',
  procedure: 'aiVideoTaskSubmit',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/video-creation/ai-video-task/submit'], origin: 'spec' },
  silent: false,
  summary: 'Response shape not shown',
  input: z.object({
    text: z.string().max(10000),
    videoSize: z.string().trim().max(16),
    materialType: z.string().trim().max(32),
    vhBizId: IdSchema,
    vhName: z.string().trim().max(100),
    xbVideoMaterialList: z.array(z.object({ url: z.string().trim().min(1).max(2048), mediaTypeEnum: z.enum(['video', 'graph']) })).max(10),
  }),
  output: UnspecifiedOutputSchema,
});
