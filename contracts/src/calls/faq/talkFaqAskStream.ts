import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const talkFaqAskStreamCall = defineCall({
  id: 'talkFaqAskStream',
  specId: 'talkFaqAskStream',
  area: 'faq',
  procedure: 'askStream',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/faq/askStream'], origin: 'spec' },
  silent: true,
  summary: 'Only named on the silent list; method not stated',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
