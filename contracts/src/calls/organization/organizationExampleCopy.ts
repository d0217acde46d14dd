import { defineCall } from '../define-call';
import { ExampleIdSchema, ExampleSchema } from './example-schemas';

export const organizationExampleCopyCall = defineCall({
  id: 'organizationExampleCopy',
  specId: 'organizationExampleCopy',
  area: 'organization',
  procedure: 'exampleCopy',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/example/copy'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: ExampleIdSchema,
  output: ExampleSchema,
});
