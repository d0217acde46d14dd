import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

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
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
