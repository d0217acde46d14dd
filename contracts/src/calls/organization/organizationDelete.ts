import { z } from 'zod';
import { defineCall } from '../define-call';
import { OrgIdInputSchema } from './org-schemas';

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
  input: OrgIdInputSchema,
  output: z.object({ orgId: z.string() }),
});
