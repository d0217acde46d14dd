import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const organizationUsersEditCall = defineCall({
  id: 'organizationUsersEdit',
  specId: 'organizationUsersEdit',
  area: 'orgUser',
  procedure: 'usersEdit',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/users/edit'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
