import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const checkPostureCall = defineCall({
  id: 'checkPosture',
  specId: 'checkPosture',
  area: 'vh',
  procedure: 'checkPosture',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/check-posture'], origin: 'spec' },
  silent: false,
  summary: 'Right-check on postures.',
  input: z.object({
    postureIdList: z.array(IdSchema).max(1000),
  }),
  output: UnspecifiedOutputSchema,
});
