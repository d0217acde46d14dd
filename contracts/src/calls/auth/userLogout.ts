import { defineCall } from '../define-call';
import { UnspecifiedInputSchema } from '../shared';
import { OkSchema } from './auth-schemas';

/** Our extension: the spec's logout only clears the client (000 §4); this also ends the server session. */
export const userLogoutCall = defineCall({
  id: 'userLogout',
  specId: null,
  area: 'auth',
  procedure: 'logout',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/user/logout'], origin: 'ours' },
  silent: false,
  summary: 'Ends the session on the server and clears the login cookies',
  input: UnspecifiedInputSchema,
  output: OkSchema,
});
