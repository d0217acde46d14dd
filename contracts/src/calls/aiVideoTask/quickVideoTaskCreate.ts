import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedOutputSchema } from '../shared';

export const quickVideoTaskCreateCall = defineCall({
  id: 'quickVideoTaskCreate',
  specId: 'quickVideoTaskCreate',
  area: 'aiVideoTask',
  procedure: 'quickVideoTaskCreate',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/video-creation/ai-video-task/quick-create'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: z.object({
    text: z.string().max(10000),
  }),
  output: UnspecifiedOutputSchema,
});
