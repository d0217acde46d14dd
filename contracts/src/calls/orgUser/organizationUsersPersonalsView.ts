import { z } from 'zod';
import { defineCall } from '../define-call';
import { OrgPersonalSchema, UserIdInputSchema } from '../organization/org-schemas';

export const organizationUsersPersonalsViewCall = defineCall({
  id: 'organizationUsersPersonalsView',
  specId: 'organizationUsersPersonalsView',
  area: 'orgUser',
  procedure: 'personalsView',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/users/personals/view'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: UserIdInputSchema,
  output: z.object({ list: z.array(OrgPersonalSchema) }),
});
