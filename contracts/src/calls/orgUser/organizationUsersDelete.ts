import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

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
  input: z.object({
    userId: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
