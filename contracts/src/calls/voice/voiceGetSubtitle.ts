import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const voiceGetSubtitleCall = defineCall({
  id: 'voiceGetSubtitle',
  specId: 'voiceGetSubtitle',
  area: 'voice',
  procedure: 'getSubtitle',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/voice/get-subtitle'], origin: 'spec' },
  silent: false,
  summary: 'Sentence length 2 to 15',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
