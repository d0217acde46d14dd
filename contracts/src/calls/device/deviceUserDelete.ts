import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const deviceUserDeleteCall = defineCall({
  id: 'deviceUserDelete',
  specId: 'deviceUserDelete',
  area: 'device',
  procedure: 'deviceUserDelete',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/user/delete/{id}'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    id: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
