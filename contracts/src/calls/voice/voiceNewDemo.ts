import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const voiceNewDemoCall = defineCall({
  id: 'voiceNewDemo',
  specId: 'voiceNewDemo',
  area: 'voice',
  procedure: 'demo',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/voice/new/demo'], origin: 'spec' },
  silent: false,
  summary: 'Defaults: style empty, WAV, 16000 Hz',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
