import { defineCall } from '../define-call';
import { OkSchema, SendEmailCodeSchema } from './auth-schemas';

export const loginSendEmailCodeCall = defineCall({
  id: 'loginSendEmailCode',
  specId: 'loginSendEmailCode',
  area: 'auth',
  procedure: 'loginSendEmailCode',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/user/modal/sendEmailCode'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown (send email code in the login modal)',
  input: SendEmailCodeSchema,
  output: OkSchema,
});
