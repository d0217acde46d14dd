import { z } from 'zod';
import { PRESENTER_GESTURES } from '../../constants/gestures';
import { defineCall } from '../define-call';
import { SpeechSettingsSchema, SpeechTextSchema } from './voice-schemas';

/**
 * A scene's voice for the editor's preview: the same audio the render uses (sentence by sentence,
 * cached) with its lip-sync track, so the preview's mouth moves as the video's will.
 */
export const voiceSceneSpeechCall = defineCall({
  id: 'voiceSceneSpeech',
  specId: null,
  area: 'voice',
  procedure: 'sceneSpeech',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/voice/scene-speech'], origin: 'ours' },
  silent: false,
  summary: 'The voice of a scene with its viseme track, sentence starts and caption cues, for the editor preview',
  /** Without a voice, the digital human's default voice speaks, as in the render. */
  input: SpeechSettingsSchema.partial({ voiceBizId: true }).extend({
    personaBizId: z.string().trim().max(64).optional(),
    text: SpeechTextSchema.refine((t) => t.trim().length > 0),
  }),
  output: z.object({
    audioUrl: z.string().nullable(),
    durationMs: z.number().int(),
    /** [ms, viseme id] keys (core/avatar/visemes.ts), as the scene model stores them. */
    visemes: z.array(z.tuple([z.number(), z.number().int()])),
    sentenceStarts: z.array(z.number()),
    /** The caption's sentences over the audio, as the render captions them. */
    cues: z.array(z.object({ startMs: z.number(), endMs: z.number(), text: z.string() })),
    /** Each sentence's gesture as [ms, gesture, items to count], as the render chooses them. */
    gestures: z.array(z.tuple([z.number(), z.enum(PRESENTER_GESTURES), z.number().int().optional()])),
  }),
});
