import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const deviceUserEditCall = defineCall({
  id: 'deviceUserEdit',
  specId: 'deviceUserEdit',
  area: 'device',
  procedure: 'deviceUserEdit',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/user/edit/{id}'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    id: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
