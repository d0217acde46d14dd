import { defineCall } from '../define-call';
import { OkSchema, SendSmsCodeSchema } from './auth-schemas';

export const loginSendSmsCodeCall = defineCall({
  id: 'loginSendSmsCode',
  specId: 'loginSendSmsCode',
  area: 'auth',
  procedure: 'loginSendSmsCode',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/user/modal/sendSmsCode'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown (send sms code in the login modal)',
  input: SendSmsCodeSchema,
  output: OkSchema,
});
