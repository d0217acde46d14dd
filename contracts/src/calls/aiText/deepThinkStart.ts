import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedOutputSchema } from '../shared';

export const deepThinkStartCall = defineCall({
  id: 'deepThinkStart',
  specId: 'deepThinkStart',
  area: 'aiText',
  procedure: 'deepThinkStart',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/ai-text/deep-think/start'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: z.object({
    text: z.string().max(10000),
    promptKey: z.string().trim().max(64).optional(),
  }),
  output: UnspecifiedOutputSchema,
});
