import { defineCall } from '../define-call';
import { UnspecifiedInputSchema } from '../shared';
import { CurrentUserViewSchema } from '../auth/auth-schemas';

export const getCurrentUserCall = defineCall({
  id: 'getCurrentUser',
  specId: 'getCurrentUser',
  area: 'user',
  procedure: 'getCurrentUser',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/user/current'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: UnspecifiedInputSchema,
  output: CurrentUserViewSchema,
});
