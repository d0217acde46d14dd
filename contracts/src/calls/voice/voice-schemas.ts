import { z } from 'zod';
import { IdSchema } from '../shared';

/** Rate and pitch 0.6–1.5, volume 0–100; missing values fall back to the voice's defaults (001 §5). */
export const SpeechSettingsSchema = z.object({
  voiceBizId: z.string().trim().min(1).max(64),
  rate: z.coerce.number().min(0.6).max(1.5).optional(),
  pitch: z.coerce.number().min(0.6).max(1.5).optional(),
  volume: z.coerce.number().int().min(0).max(100).optional(),
});

/** Scene text up to 10000 characters (001 §9); markup may add tags around it. */
export const SpeechTextSchema = z.string().max(60_000);

export const VoiceItemSchema = z.object({
  bizId: z.string(),
  name: z.string(),
  timbre: z.string(),
  originId: z.string(),
  voiceProvider: z.string(),
  supplier: z.string(),
  languageCode: z.string(),
  gender: z.enum(['female', 'male']),
  rate: z.number(),
  pitch: z.number(),
  volume: z.number(),
  voiceRole: z.string(),
  voiceStyle: z.string(),
  roleList: z.array(z.string()),
  styleList: z.array(z.string()),
  multiLanguage: z.array(z.object({ code: z.string(), name: z.string() })),
  virtualHumanTagInfo: z.array(z.object({ virtualHumanTagId: z.number().int(), name: z.string() })),
  inputType: z.enum(['text', 'audio']),
  studio: z.boolean(),
  interactive: z.boolean(),
});
export type VoiceItem = z.infer<typeof VoiceItemSchema>;

export const SynthesizedAudioSchema = z.object({
  audioUrl: z.string(),
  durationMs: z.number().int(),
  sampleRate: z.number().int(),
});

export const TtsTaskResultSchema = z.object({
  taskId: z.string(),
  status: z.enum(['Running', 'Succeeded', 'Failed']),
  audioUrl: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  failReason: z.string().nullable(),
});

export const SubtitleResultSchema = z.object({
  sentences: z.array(
    z.object({ index: z.number().int(), text: z.string(), startMs: z.number().int(), endMs: z.number().int() }),
  ),
  srt: z.string(),
  vtt: z.string(),
  durationMs: z.number().int(),
});

export const VoiceBizIdSchema = z.object({ bizId: IdSchema });
