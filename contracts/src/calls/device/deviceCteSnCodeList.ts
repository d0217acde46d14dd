import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const deviceCteSnCodeListCall = defineCall({
  id: 'deviceCteSnCodeList',
  specId: 'deviceCteSnCodeList',
  area: 'device',
  procedure: 'snCodeList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/cte/sn-code-list'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
