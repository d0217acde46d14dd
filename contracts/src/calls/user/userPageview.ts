import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

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
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
