import { z } from 'zod';
import { defineCall } from '../define-call';
import { ExampleIdSchema } from './example-schemas';

export const organizationExampleDeleteCall = defineCall({
  id: 'organizationExampleDelete',
  specId: 'organizationExampleDelete',
  area: 'organization',
  procedure: 'exampleDelete',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/organization/example/delete'], origin: 'spec' },
  silent: false,
  summary: '',
  input: ExampleIdSchema,
  output: z.object({ exampleId: z.string() }),
});
