import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const voiceListCall = defineCall({
  id: 'voiceList',
  specId: 'voiceList',
  area: 'voice',
  procedure: 'voiceList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/voice/list'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
