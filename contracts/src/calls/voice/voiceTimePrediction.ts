import { z } from 'zod';
import { defineCall } from '../define-call';
import { SpeechSettingsSchema, SpeechTextSchema } from './voice-schemas';

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
  input: SpeechSettingsSchema.extend({ text: SpeechTextSchema }),
  output: z.object({ durationMs: z.number().int() }),
});
