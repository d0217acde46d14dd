import { z } from 'zod';
import { defineCall } from '../define-call';
import { SpeechSettingsSchema, SubtitleResultSchema } from './voice-schemas';

export const voiceGetSubtitleCall = defineCall({
  id: 'voiceGetSubtitle',
  specId: 'voiceGetSubtitle',
  area: 'voice',
  procedure: 'getSubtitle',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/voice/get-subtitle'], origin: 'spec' },
  silent: false,
  summary: 'Sentence length 2 to 15',
  input: SpeechSettingsSchema.extend({
    /** One scene's text at most (001 §9: 10000 characters); each sentence is synthesised on its own. */
    text: z.string().max(10_000),
    minLength: z.coerce.number().int().min(2).max(15).default(2),
    maxLength: z.coerce.number().int().min(2).max(15).default(15),
  }),
  output: SubtitleResultSchema,
});
