import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const multipleEditUserQueryCall = defineCall({
  id: 'multipleEditUserQuery',
  specId: 'multipleEditUserQuery',
  area: 'other',
  procedure: 'multipleEditUserQuery',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/multiple/edit/user/query'], origin: 'spec' },
  silent: false,
  summary: 'Purpose not described.',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
