import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const organizationUsersViewCall = defineCall({
  id: 'organizationUsersView',
  specId: 'organizationUsersView',
  area: 'orgUser',
  procedure: 'usersView',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/users/view'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
