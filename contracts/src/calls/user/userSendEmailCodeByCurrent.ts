import { defineCall } from '../define-call';
import { UnspecifiedInputSchema } from '../shared';
import { OkSchema } from '../auth/auth-schemas';

export const userSendEmailCodeByCurrentCall = defineCall({
  id: 'userSendEmailCodeByCurrent',
  specId: 'userSendEmailCodeByCurrent',
  area: 'user',
  procedure: 'sendEmailCodeByCurrent',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/user/sendEmailCodeByCurrent'], origin: 'spec' },
  silent: false,
  summary: 'Current-user verification and binding group.',
  input: UnspecifiedInputSchema,
  output: OkSchema,
});
