import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const organizationDeleteCall = defineCall({
  id: 'organizationDelete',
  specId: 'organizationDelete',
  area: 'organization',
  procedure: 'organizationDelete',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/organization/delete'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    orgId: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
