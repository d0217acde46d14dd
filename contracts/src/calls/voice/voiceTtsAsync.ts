import { z } from 'zod';
import { defineCall } from '../define-call';
import { SpeechSettingsSchema, SpeechTextSchema } from './voice-schemas';

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
  input: SpeechSettingsSchema.extend({
    text: SpeechTextSchema,
    sampleRate: z.coerce
      .number()
      .int()
      .refine((r) => [8000, 16000, 22050, 24000, 44100, 48000].includes(r))
      .optional(),
  }),
  output: z.object({ taskId: z.string() }),
});
