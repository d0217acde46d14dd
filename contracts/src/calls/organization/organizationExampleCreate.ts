import { defineCall } from '../define-call';
import { ExampleCreateSchema, ExampleSchema } from './example-schemas';

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
  input: ExampleCreateSchema,
  output: ExampleSchema,
});
