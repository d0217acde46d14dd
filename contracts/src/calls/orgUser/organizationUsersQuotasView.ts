import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const organizationUsersQuotasViewCall = defineCall({
  id: 'organizationUsersQuotasView',
  specId: 'organizationUsersQuotasView',
  area: 'orgUser',
  procedure: 'quotasView',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/organization/users/quotas/view'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: z.object({
    userId: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
