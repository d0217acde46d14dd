import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const organizationExampleCreateCall = defineCall({
  id: 'organizationExampleCreate',
  specId: 'organizationExampleCreate',
  area: 'organization',
  procedure: 'exampleCreate',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/example/create'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
