import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const organizationPersonalsViewCall = defineCall({
  id: 'organizationPersonalsView',
  specId: 'organizationPersonalsView',
  area: 'organization',
  procedure: 'personalsView',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/personals/view'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
