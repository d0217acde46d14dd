import { z } from 'zod';
import { defineCall } from '../define-call';

export const aiRewriteSubmitCall = defineCall({
  id: 'aiRewriteSubmit',
  specId: 'aiRewriteSubmit',
  area: 'aiText',
  procedure: 'aiRewriteSubmit',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/ai-text/rewrite/submit'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: z.object({ text: z.string().max(10_000), promptKey: z.enum(['shorten', 'expand', 'polish']) }),
  output: z.object({ taskId: z.string() }),
});
