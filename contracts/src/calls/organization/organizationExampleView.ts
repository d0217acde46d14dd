import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const organizationExampleViewCall = defineCall({
  id: 'organizationExampleView',
  specId: 'organizationExampleView',
  area: 'organization',
  procedure: 'exampleView',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/example/view'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
