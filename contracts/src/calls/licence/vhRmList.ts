import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const vhRmListCall = defineCall({
  id: 'vhRmList',
  specId: 'vhRmList',
  area: 'licence',
  procedure: 'rmList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/vh/rm/list'], origin: 'spec' },
  silent: false,
  summary: 'Purpose not described (resource/licence list; licence list page size 10).',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
