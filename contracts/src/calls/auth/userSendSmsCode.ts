import { defineCall } from '../define-call';
import { OkSchema, SendSmsCodeSchema } from './auth-schemas';

export const userSendSmsCodeCall = defineCall({
  id: 'userSendSmsCode',
  specId: 'userSendSmsCode',
  area: 'auth',
  procedure: 'sendSmsCode',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/user/sendSmsCode'], origin: 'spec' },
  silent: false,
  summary: 'Purpose beyond sending an SMS code not described.',
  input: SendSmsCodeSchema,
  output: OkSchema,
});
