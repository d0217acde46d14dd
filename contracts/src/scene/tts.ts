import { z } from 'zod';
import { VOICE_DEFAULTS, VOICE_PITCH_RANGE, VOICE_RATE_RANGE, VOICE_VOLUME_RANGE } from '../constants/speech';

/** The spoken-voice setting of a scene or project (002 §3 Voice (tts)); missing values fall back (001 §5). */
export const SceneTtsSchema = z.looseObject({
  language: z.string().optional(),
  /** The voice of the catalogue (voiceBizId) the scene speaks with. */
  voiceBizId: z.string().max(96).optional(),
  /** The voice id. */
  timbre: z.string().optional(),
  rate: z.number().min(VOICE_RATE_RANGE.min).max(VOICE_RATE_RANGE.max).default(VOICE_DEFAULTS.rate),
  pitch: z.number().min(VOICE_PITCH_RANGE.min).max(VOICE_PITCH_RANGE.max).default(VOICE_DEFAULTS.pitch),
  volume: z.number().min(VOICE_VOLUME_RANGE.min).max(VOICE_VOLUME_RANGE.max).default(VOICE_DEFAULTS.volume),
  voiceRole: z.string().optional(),
  voiceStyle: z.string().optional(),
  name: z.string().optional(),
  /** The supplier; polyphones are unsupported for Azure with a non-zh-CN voice (001 §5). */
  voiceProvider: z.string().optional(),
});
export type SceneTts = z.infer<typeof SceneTtsSchema>;
