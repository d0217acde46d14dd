import { z } from 'zod';
import { defineCall } from '../define-call';
import { SpeechSettingsSchema, SynthesizedAudioSchema } from './voice-schemas';

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
  input: SpeechSettingsSchema.extend({
    text: z.string().trim().max(500).optional(),
    /** 001 §7 defaults: style empty, WAV, 16000 Hz. */
    style: z.string().max(64).default(''),
    format: z.literal('WAV').default('WAV'),
    sampleRate: z.coerce
      .number()
      .int()
      .refine((r) => [8000, 16000, 22050, 24000, 44100, 48000].includes(r))
      .default(16000),
  }),
  output: SynthesizedAudioSchema,
});
