import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const userVerifyCodeByCurrentCall = defineCall({
  id: 'userVerifyCodeByCurrent',
  specId: 'userVerifyCodeByCurrent',
  area: 'user',
  procedure: 'verifyCodeByCurrent',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/user/verifyCodeByCurrent'], origin: 'spec' },
  silent: false,
  summary: 'Current-user verification and binding group.',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
