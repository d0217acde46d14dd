import { z } from 'zod';

export const AiQuotaSchema = z.object({
  resourceCode: z.string(),
  used: z.number().int(),
  total: z.number().int(),
  remaining: z.number().int(),
  /** Ours: whether the platform has a language model configured; without one the AI tools are off. */
  modelReady: z.boolean(),
  /** Ours: whether speech recognition is configured (style rewriting from audio and video needs it). */
  speechRecognitionReady: z.boolean(),
});
export const DataKeySchema = z.object({ dataKey: z.string() });
export const DataKeyQuerySchema = z.object({ dataKey: z.string().trim().min(1).max(64) });

/** A deep-think stream chunk (001 §3): outputType THINK or ANSWER, and its content. */
export const ThinkChunkSchema = z.object({ outputType: z.enum(['THINK', 'ANSWER']), content: z.string() });

/** Rewrite poll (001 §7): status 0 with an answer is done, without one still running; errCode 3 timed out. */
export const RewritePollSchema = z.object({
  status: z.number().int(),
  answer: z.string().nullable(),
  errCode: z.number().int().nullable(),
});
