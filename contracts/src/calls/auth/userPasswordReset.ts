import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const userPasswordResetCall = defineCall({
  id: 'userPasswordReset',
  specId: 'userPasswordReset',
  area: 'auth',
  procedure: 'passwordReset',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/user/PasswordReset'], origin: 'spec' },
  silent: false,
  summary: 'Password group (pages /password/reset, /password/reset-expired).',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
