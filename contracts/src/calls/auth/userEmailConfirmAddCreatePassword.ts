import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const userEmailConfirmAddCreatePasswordCall = defineCall({
  id: 'userEmailConfirmAddCreatePassword',
  specId: 'userEmailConfirmAddCreatePassword',
  area: 'auth',
  procedure: 'emailConfirmAddCreatePassword',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/user/EmailConfirmAddCreatePassword'], origin: 'spec' },
  silent: false,
  summary: 'Password group (create password after e-mail confirmation; pages /password/create, /password/create-expired).',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
