import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const userSignCall = defineCall({
  id: 'userSign',
  specId: 'userSign',
  area: 'user',
  procedure: 'sign',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/user/sign'], origin: 'spec' },
  silent: false,
  summary:
    'Purpose not described (possibly the agreement recording; doc 000 lists "record agreement" with path not shown).',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
