import { z } from 'zod';
import { defineCall } from '../define-call';

export const ssmlEditAuthCheckCall = defineCall({
  id: 'ssmlEditAuthCheck',
  specId: 'ssmlEditAuthCheck',
  area: 'voice',
  procedure: 'ssmlEditAuthCheck',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/voice/ssml-edit/auth'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: z.object({ bizType: z.literal('SSML_EDIT') }),
  output: z.object({ authorized: z.boolean() }),
});
