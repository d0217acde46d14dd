import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const deviceUserCloseFaceCall = defineCall({
  id: 'deviceUserCloseFace',
  specId: 'deviceUserCloseFace',
  area: 'face',
  procedure: 'closeFace',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/user/close-face'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    projectId: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
