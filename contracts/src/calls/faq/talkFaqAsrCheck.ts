import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const talkFaqAsrCheckCall = defineCall({
  id: 'talkFaqAsrCheck',
  specId: 'talkFaqAsrCheck',
  area: 'faq',
  procedure: 'asrCheck',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/faq/asr/check'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
