import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const vhInfoV2QueryVhAllCall = defineCall({
  id: 'vhInfoV2QueryVhAll',
  specId: 'vhInfoV2QueryVhAll',
  area: 'vh',
  procedure: 'queryVhAll',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/vh/info/v2/query-vh-all'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
