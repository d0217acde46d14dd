import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const orgResourceGetByIdCall = defineCall({
  id: 'orgResourceGetById',
  specId: 'orgResourceGetById',
  area: 'organization',
  procedure: 'getById',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/org/resource/get-by-id'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    orgId: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
