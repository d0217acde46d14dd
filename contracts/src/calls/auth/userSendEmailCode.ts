import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const userSendEmailCodeCall = defineCall({
  id: 'userSendEmailCode',
  specId: 'userSendEmailCode',
  area: 'auth',
  procedure: 'sendEmailCode',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/user/sendEmailCode'], origin: 'spec' },
  silent: false,
  summary: 'Purpose beyond sending an e-mail code not described.',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
