import { defineCall } from '../define-call';
import { ExamplePageQuerySchema, ExamplePageSchema } from './example-schemas';

export const organizationExampleViewCall = defineCall({
  id: 'organizationExampleView',
  specId: 'organizationExampleView',
  area: 'organization',
  procedure: 'exampleView',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/example/view'], origin: 'spec' },
  silent: false,
  summary: '',
  input: ExamplePageQuerySchema,
  output: ExamplePageSchema,
});
