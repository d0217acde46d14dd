import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const organizationQuotasViewCall = defineCall({
  id: 'organizationQuotasView',
  specId: 'organizationQuotasView',
  area: 'organization',
  procedure: 'quotasView',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/organization/quotas/view'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    orgId: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
