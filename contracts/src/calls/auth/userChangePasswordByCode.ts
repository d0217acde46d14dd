import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const userChangePasswordByCodeCall = defineCall({
  id: 'userChangePasswordByCode',
  specId: 'userChangePasswordByCode',
  area: 'auth',
  procedure: 'changePasswordByCode',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/user/changePasswordByCode'], origin: 'spec' },
  silent: false,
  summary: 'Password group; change password with a verification code.',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
