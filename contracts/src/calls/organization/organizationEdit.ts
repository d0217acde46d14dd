import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const organizationEditCall = defineCall({
  id: 'organizationEdit',
  specId: 'organizationEdit',
  area: 'organization',
  procedure: 'organizationEdit',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/edit'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
