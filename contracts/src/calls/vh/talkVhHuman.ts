import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const talkVhHumanCall = defineCall({
  id: 'talkVhHuman',
  specId: 'talkVhHuman',
  area: 'vh',
  procedure: 'vhHuman',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/vh/human'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    humanBizId: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
