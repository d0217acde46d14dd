import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const userChangePasswordCall = defineCall({
  id: 'userChangePassword',
  specId: 'userChangePassword',
  area: 'auth',
  procedure: 'changePassword',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/user/ChangePassword'], origin: 'spec' },
  silent: true,
  summary: 'Password group; on the silent list.',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
