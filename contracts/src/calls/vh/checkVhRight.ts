import { z } from 'zod';
import { defineCall } from '../define-call';
import { PersonaBizIdSchema } from './vh-schemas';

export const checkVhRightCall = defineCall({
  id: 'checkVhRight',
  specId: 'checkVhRight',
  area: 'vh',
  procedure: 'checkVhRight',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/check-vh-right'], origin: 'spec' },
  silent: false,
  summary: 'Right-check on a virtual human.',
  input: PersonaBizIdSchema,
  output: z.object({ personaBizId: z.string(), hasRight: z.boolean() }),
});
