import { defineCall } from '../define-call';
import { OkSchema, SendSmsCodeSchema } from './auth-schemas';

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
  input: SendSmsCodeSchema,
  output: OkSchema,
});
