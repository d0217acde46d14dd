import { z } from 'zod';
import { defineCall } from '../define-call';
import { OkSchema } from '../auth/auth-schemas';

export const userPageviewCall = defineCall({
  id: 'userPageview',
  specId: 'userPageview',
  area: 'user',
  procedure: 'pageview',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/user/pageview'], origin: 'spec' },
  silent: false,
  summary: 'Page-view tracking; payload not shown.',
  input: z.object({ path: z.string().trim().min(1).max(500), title: z.string().trim().max(200).optional() }),
  output: OkSchema,
});
