import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const deviceUserOpenFaceCall = defineCall({
  id: 'deviceUserOpenFace',
  specId: 'deviceUserOpenFace',
  area: 'face',
  procedure: 'openFace',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/user/open-face'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    projectId: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
