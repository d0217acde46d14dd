import { z } from 'zod';
import { defineCall } from '../define-call';

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
    /** A JSON object as a string: sourceType, workflow (the style), url, videoText (the original transcript). */
    dataJson: z.string().min(2).max(100_000),
  }),
  /** 001 §7: "answer is a key" — the key itself. */
  output: z.string(),
});
