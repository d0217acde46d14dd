import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const vhInfoV2GetSelOptionsCall = defineCall({
  id: 'vhInfoV2GetSelOptions',
  specId: 'vhInfoV2GetSelOptions',
  area: 'vh',
  procedure: 'getSelOptions',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/vh/info/v2/get-sel-options'], origin: 'spec' },
  silent: false,
  summary: 'Listed by docs 001 and 002 (002: POST)',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
