import { z } from 'zod';
import { defineCall } from '../define-call';
import { UserIdInputSchema } from '../organization/org-schemas';

export const organizationUsersDeleteCall = defineCall({
  id: 'organizationUsersDelete',
  specId: 'organizationUsersDelete',
  area: 'orgUser',
  procedure: 'usersDelete',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/organization/users/delete'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UserIdInputSchema,
  output: z.object({ userId: z.string() }),
});
