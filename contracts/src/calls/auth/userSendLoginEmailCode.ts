import { defineCall } from '../define-call';
import { OkSchema, SendEmailCodeSchema } from './auth-schemas';

export const userSendLoginEmailCodeCall = defineCall({
  id: 'userSendLoginEmailCode',
  specId: 'userSendLoginEmailCode',
  area: 'auth',
  procedure: 'sendLoginEmailCode',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/user/sendLoginEmailCode'], origin: 'spec' },
  silent: false,
  summary: 'Login verification code by e-mail',
  input: SendEmailCodeSchema,
  output: OkSchema,
});
