import { defineCall } from '../define-call';
import { OkSchema, SendEmailCodeSchema } from './auth-schemas';

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
  input: SendEmailCodeSchema,
  output: OkSchema,
});
