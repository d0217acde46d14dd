import { z } from 'zod';
import { SafetyMatchSchema } from './lexicon-schemas';

/** Text to check; 001 §5 checks the first 10000 characters (longer text is accepted and cut). */
export const CheckTextInputSchema = z.object({
  text: z.string().max(60_000),
  checkOption: z.string().trim().max(32).default('risk'),
});

/** The pre-review answer (001 §3 text edit state: level, descriptions, riskWords, matchCharacterIndexs). */
export const TextCheckResultSchema = z.object({
  level: z.enum(['NORMAL', 'RISK', 'SENSITIVE']),
  descriptions: z.array(z.string()),
  riskWords: z.array(z.string()),
  matchCharacterIndexs: z.array(z.tuple([z.number().int(), z.number().int()])),
  message: z.string(),
  /** Every match with its position, lexicon word, level, category and source (platform or company). */
  matches: z.array(SafetyMatchSchema).optional(),
});

/** Moderation (001 §7 green/text, 002 §7): a label and the contexts behind it. */
export const ModerationResultSchema = z.object({
  label: z.enum(['normal', 'ad', 'sensitive']),
  detail: z.array(z.object({ label: z.string(), contexts: z.array(z.object({ context: z.string() })) })),
  matches: z.array(SafetyMatchSchema).optional(),
});
