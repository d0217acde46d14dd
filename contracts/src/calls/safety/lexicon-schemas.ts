import { z } from 'zod';

/** Longest word a company may add: a phrase, not a paragraph (ours; the spec is silent). */
export const LEXICON_WORD_MAX = 50;
/** Most words one import or one add may carry (ours: a 20 000-word list builds in well under 200 ms). */
export const LEXICON_BATCH_MAX = 20_000;

export const LexiconKindSchema = z.enum(['block', 'allow']);
export const LexiconLevelSchema = z.enum(['RISK', 'SENSITIVE']);
export const LexiconCategorySchema = z.enum([
  'advertising',
  'gambling',
  'drugs',
  'weapons',
  'fraud',
  'pornography',
  'extremism',
  'profanity',
  'custom',
]);

export const LexiconWordInputSchema = z.object({
  word: z.string().trim().min(1).max(LEXICON_WORD_MAX),
  kind: LexiconKindSchema.default('block'),
  level: LexiconLevelSchema.default('SENSITIVE'),
  category: LexiconCategorySchema.default('custom'),
});

export const LexiconWordSchema = z.object({
  id: z.string(),
  word: z.string(),
  kind: LexiconKindSchema,
  level: LexiconLevelSchema,
  category: LexiconCategorySchema,
  createdAt: z.string(),
});

export const ListLexiconWordsInputSchema = z.object({
  keyword: z.string().trim().max(LEXICON_WORD_MAX).optional(),
  kind: LexiconKindSchema.optional(),
  pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

export const ListLexiconWordsOutputSchema = z.object({
  total: z.number().int(),
  list: z.array(LexiconWordSchema),
  /** The company's lexicon version: raised by every change. */
  version: z.number().int(),
  /** The shipped lexicon: how many words and where they come from. */
  platform: z.object({ words: z.number().int(), source: z.string() }),
});

export const AddLexiconWordsInputSchema = z.object({
  words: z.array(LexiconWordInputSchema).min(1).max(LEXICON_BATCH_MAX),
});

/** What an add or import did: words added, already there, or empty once separators are dropped. */
export const AddLexiconWordsOutputSchema = z.object({
  added: z.number().int(),
  duplicated: z.number().int(),
  invalid: z.number().int(),
  version: z.number().int(),
});

export const DeleteLexiconWordsInputSchema = z.object({
  ids: z.array(z.string().uuid()).min(1).max(LEXICON_BATCH_MAX),
});
export const DeleteLexiconWordsOutputSchema = z.object({ deleted: z.number().int(), version: z.number().int() });

/** A text file is one word a line, or word, level, category and kind separated by tabs; xlsx travels as base64. */
export const ImportLexiconWordsInputSchema = z.object({
  format: z.enum(['txt', 'xlsx']),
  content: z.string().min(1).max(8_000_000),
  kind: LexiconKindSchema.default('block'),
  level: LexiconLevelSchema.default('SENSITIVE'),
  category: LexiconCategorySchema.default('custom'),
});

export const ExportLexiconWordsInputSchema = z.object({
  format: z.enum(['txt', 'xlsx']).default('txt'),
  kind: LexiconKindSchema.optional(),
});
export const ExportLexiconWordsOutputSchema = z.object({
  fileName: z.string(),
  mimeType: z.string(),
  /** Text for txt, base64 for xlsx. */ content: z.string(),
  count: z.number().int(),
});

/** A subtitle file's text (SRT or WebVTT). */
export const CheckSubtitlesInputSchema = z.object({ content: z.string().min(1).max(2_000_000) });

export const SafetyMatchSchema = z.object({
  start: z.number().int(),
  end: z.number().int(),
  text: z.string(),
  word: z.string(),
  level: LexiconLevelSchema,
  category: z.string(),
  source: z.string(),
});

export const CheckSubtitlesOutputSchema = z.object({
  level: z.enum(['NORMAL', 'RISK', 'SENSITIVE']),
  cueCount: z.number().int(),
  /** Only the cues with a match; positions are offsets in the cue's text. */
  cues: z.array(
    z.object({
      index: z.number().int(),
      startMs: z.number().int(),
      endMs: z.number().int(),
      text: z.string(),
      level: z.enum(['RISK', 'SENSITIVE']),
      matches: z.array(SafetyMatchSchema),
    }),
  ),
  /** The flagged cue texts (001 §3 customizeAudioData.subtitleSensitiveTexts). */
  subtitleSensitiveTexts: z.array(z.string()),
});
