import { z } from 'zod';
import { defineCall } from '../define-call';

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
  // vhBizId and videoSize are ours (the spec's payload is the text): a cached simple task carries them.
  input: z.object({
    text: z.string().trim().min(1).max(10_000),
    vhBizId: z.string().trim().min(1).max(64).optional(),
    videoSize: z.enum(['16:9', '9:16']).optional(),
  }),
  output: z.object({ bizId: z.string(), outputData: z.object({ vhBizId: z.string().nullable() }) }),
});
