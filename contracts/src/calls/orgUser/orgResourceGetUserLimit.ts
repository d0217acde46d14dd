import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const orgResourceGetUserLimitCall = defineCall({
  id: 'orgResourceGetUserLimit',
  specId: 'orgResourceGetUserLimit',
  area: 'orgUser',
  procedure: 'getUserLimit',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/org/resource/get-user-limit'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    userId: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
