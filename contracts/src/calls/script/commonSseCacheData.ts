import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedOutputSchema } from '../shared';

export const commonSseCacheDataCall = defineCall({
  id: 'commonSseCacheData',
  specId: 'commonSseCacheData',
  area: 'script',
  procedure: 'cacheData',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/common/sse/cache-data'], origin: 'spec' },
  silent: false,
  summary: 'The key is then passed to STREAM /videocreation/ai-text/stream-script-creation?dataKey.',
  input: z.object({
    dataJson: z.string().max(5_000_000),
  }),
  output: UnspecifiedOutputSchema,
});
