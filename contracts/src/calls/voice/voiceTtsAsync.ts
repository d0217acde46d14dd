import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const voiceTtsAsyncCall = defineCall({
  id: 'voiceTtsAsync',
  specId: 'voiceTtsAsync',
  area: 'voice',
  procedure: 'ttsAsync',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/voice/tts-async'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
