import { defineCall } from '../define-call';
import { ExampleEditSchema, ExampleSchema } from './example-schemas';

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
  input: ExampleEditSchema,
  output: ExampleSchema,
});
