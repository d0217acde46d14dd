import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const aiTextQuotaQueryCall = defineCall({
  id: 'aiTextQuotaQuery',
  specId: 'aiTextQuotaQuery',
  area: 'aiText',
  procedure: 'aiTextQuotaQuery',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/ai-text/quota'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
