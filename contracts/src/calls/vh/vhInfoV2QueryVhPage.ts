import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const vhInfoV2QueryVhPageCall = defineCall({
  id: 'vhInfoV2QueryVhPage',
  specId: 'vhInfoV2QueryVhPage',
  area: 'vh',
  procedure: 'queryVhPage',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/vh/info/v2/query-vh-page'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
