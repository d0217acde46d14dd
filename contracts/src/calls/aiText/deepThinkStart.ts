import { z } from 'zod';
import { defineCall } from '../define-call';
import { DataKeySchema } from './ai-schemas';

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
    text: z.string().trim().min(1).max(10_000),
    thinkingMode: z.literal('DEEP').default('DEEP'),
    promptKey: z.string().trim().max(64).optional(),
  }),
  output: DataKeySchema,
});
