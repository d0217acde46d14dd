import { z } from 'zod';
import { defineCall } from '../define-call';
import { ExampleSchema } from './example-schemas';
import { IdSchema } from '../shared';

export const organizationExampleDetailCall = defineCall({
  id: 'organizationExampleDetail',
  specId: 'organizationExampleDetail',
  area: 'organization',
  procedure: 'exampleDetail',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/organization/example/detail'], origin: 'spec' },
  silent: false,
  summary: 'Listed by doc 001 (video project and studio) and doc 002 (organisation examples)',
  input: z.object({
    id: IdSchema,
  }),
  output: ExampleSchema,
});
