import { z } from 'zod';

/** Voice defaults and ranges; missing values fall back to the defaults (001 §5, 002 §5). */
export const VOICE_DEFAULTS = { rate: 1, pitch: 1, volume: 50 } as const;
export const VOICE_RATE_RANGE = { min: 0.6, max: 1.5, step: 0.01 } as const;
export const VOICE_PITCH_RANGE = { min: 0.6, max: 1.5, step: 0.01 } as const;
export const VOICE_VOLUME_RANGE = { min: 0, max: 100, step: 1 } as const;
/** voice/new/demo defaults, sample rate in Hz; voice/time/prediction uses volume 50 (001 §7). */
export const VOICE_DEMO_DEFAULTS = { style: '', format: 'WAV', sampleRate: 16_000 } as const;
export const VOICE_PREDICTION_VOLUME = 50;
export const VOICE_INPUT_TYPES = ['text', 'audio'] as const;
export const VoiceInputTypeSchema = z.enum(VOICE_INPUT_TYPES);

/** Subtitle sentence length in characters (001 §7). */
export const SUBTITLE_SENTENCE_LENGTH = { min: 2, max: 15 } as const;

/** Speech markup tag text lengths (001 §5); 002 §5 allows 1–60 for all, 001 allows date up to 60 "or" 30. */
export const SSML_TAG_TEXT_LENGTH = {
  number: { min: 1, max: 60 },
  description: { min: 1, max: 60 },
  landline: { min: 1, max: 60 },
  phone: { min: 1, max: 60 },
  date: { min: 2, max: 30 },
  time: { min: 2, max: 60 },
} as const;
export const SSML_SAY_AS_TYPES = ['cardinal', 'digits', 'characters', 'telephone', 'date', 'time'] as const;
export const SsmlSayAsTypeSchema = z.enum(SSML_SAY_AS_TYPES);
export const DIALECTS = ['mandarin', 'cantonese'] as const;
export const DialectSchema = z.enum(DIALECTS);
/** Pronunciation: letters plus one tone digit, 1–5 for mandarin (shu4), 1–6 for cantonese (001 §5). */
export const TONE_RANGE = { mandarin: { min: 1, max: 5 }, cantonese: { min: 1, max: 6 } } as const;
export const PRONUNCIATION_PATTERN = { mandarin: /^[a-z]+[1-5]$/i, cantonese: /^[a-z]+[1-6]$/i } as const;
export const SSML_ILLEGAL_CHARACTERS = ['<', '>', '&'] as const;
/** Voices whose code starts with this count as Chinese; polyphones need it with Azure (001 §5). */
export const CHINESE_VOICE_PREFIX = 'zh-CN';
export const SSML_EDIT_BIZ_TYPE = 'SSML_EDIT';

/** Scene editor timings in seconds: 0.1–10 (some maximums 5), defaults 0.5 or 1 (001 §5). */
export const SCENE_EDITOR_TIMING_S = { min: 0.1, max: 10, shortMax: 5, defaults: [0.5, 1] } as const;
