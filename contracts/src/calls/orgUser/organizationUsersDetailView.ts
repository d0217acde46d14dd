import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const organizationUsersDetailViewCall = defineCall({
  id: 'organizationUsersDetailView',
  specId: 'organizationUsersDetailView',
  area: 'orgUser',
  procedure: 'usersDetailView',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/organization/users/detail/view'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: z.object({
    userId: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
