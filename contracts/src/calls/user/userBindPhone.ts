import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const userBindPhoneCall = defineCall({
  id: 'userBindPhone',
  specId: 'userBindPhone',
  area: 'user',
  procedure: 'bindPhone',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/user/bindPhone'], origin: 'spec' },
  silent: false,
  summary: 'Current-user verification and binding group.',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
