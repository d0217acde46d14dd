import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedOutputSchema } from '../shared';

export const ssmlEditAuthCheckCall = defineCall({
  id: 'ssmlEditAuthCheck',
  specId: 'ssmlEditAuthCheck',
  area: 'voice',
  procedure: 'ssmlEditAuthCheck',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/voice/ssml-edit/auth'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: z.object({
    bizType: z.string().trim().min(1).max(512),
  }),
  output: UnspecifiedOutputSchema,
});
