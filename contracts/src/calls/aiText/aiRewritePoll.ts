import { z } from 'zod';
import { defineCall } from '../define-call';
import { RewritePollSchema } from './ai-schemas';
import { IdSchema } from '../shared';

export const aiRewritePollCall = defineCall({
  id: 'aiRewritePoll',
  specId: 'aiRewritePoll',
  area: 'aiText',
  procedure: 'aiRewritePoll',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/videocreation/ai-text/rewrite/result'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: z.object({ taskId: IdSchema }),
  output: RewritePollSchema,
});
