import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

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
  output: UnspecifiedOutputSchema,
});
