import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const userSendLoginSmsCodeCall = defineCall({
  id: 'userSendLoginSmsCode',
  specId: 'userSendLoginSmsCode',
  area: 'auth',
  procedure: 'sendLoginSmsCode',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/user/sendLoginSmsCode'], origin: 'spec' },
  silent: false,
  summary: 'Login verification code by SMS',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
