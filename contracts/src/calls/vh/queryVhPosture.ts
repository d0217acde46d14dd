import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const queryVhPostureCall = defineCall({
  id: 'queryVhPosture',
  specId: 'queryVhPosture',
  area: 'vh',
  procedure: 'queryVhPosture',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/query-vh-posture'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    personaBizId: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
