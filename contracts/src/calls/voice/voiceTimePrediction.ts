import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const voiceTimePredictionCall = defineCall({
  id: 'voiceTimePrediction',
  specId: 'voiceTimePrediction',
  area: 'voice',
  procedure: 'prediction',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/voice/time/prediction'], origin: 'spec' },
  silent: false,
  summary: 'Volume 50',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
