import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const organizationExampleEditCall = defineCall({
  id: 'organizationExampleEdit',
  specId: 'organizationExampleEdit',
  area: 'organization',
  procedure: 'exampleEdit',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/example/edit'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
