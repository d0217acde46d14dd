import { defineCall } from '../define-call';
import { UnspecifiedInputSchema } from '../shared';
import { OkSchema } from '../auth/auth-schemas';

export const userSendSmsCodeByCurrentCall = defineCall({
  id: 'userSendSmsCodeByCurrent',
  specId: 'userSendSmsCodeByCurrent',
  area: 'user',
  procedure: 'sendSmsCodeByCurrent',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/user/sendSmsCodeByCurrent'], origin: 'spec' },
  silent: false,
  summary: 'Current-user verification and binding group.',
  input: UnspecifiedInputSchema,
  output: OkSchema,
});
