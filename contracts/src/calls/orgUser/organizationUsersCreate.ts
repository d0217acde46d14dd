import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const organizationUsersCreateCall = defineCall({
  id: 'organizationUsersCreate',
  specId: 'organizationUsersCreate',
  area: 'orgUser',
  procedure: 'usersCreate',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/users/create'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
