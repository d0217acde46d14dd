import { z } from 'zod';
import { FaqImportedSchema, FaqItemViewSchema } from './faq-schemas';

/**
 * A word in a saved FAQ item that the conversation check would block (ours; 002 is silent): the
 * item is saved, but a visitor asking that question gets the safe reply, and an answer holding it
 * is never spoken. `index` is the similar question's or the answer's place (0 for the standard
 * question); [start, end) are UTF-16 offsets in that text; `message` is the editor's wording.
 */
export const FaqSafetyWarningSchema = z.object({
  field: z.enum(['standardQuestion', 'similarQuestions', 'standardAnswers']),
  index: z.number().int().nonnegative(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  /** The text as written (办 假 证) and the lexicon word it was read as (办假证). */
  text: z.string(),
  word: z.string(),
  message: z.string(),
});
export type FaqSafetyWarning = z.infer<typeof FaqSafetyWarningSchema>;

/**
 * /talk/faq/create and /update: the saved item, with a warning for each word that would block it.
 * `warnings` is there only when there is one, so a clean save answers exactly as before.
 */
export const FaqSavedSchema = FaqItemViewSchema.extend({ warnings: z.array(FaqSafetyWarningSchema).optional() });

/** /talk/faq/v2/upload: the count imported, with the first 100 warnings by sheet row and their count (when any). */
export const FaqImportWarningSchema = FaqSafetyWarningSchema.extend({ row: z.number().int().positive() });
export const FaqImportedWithWarningsSchema = FaqImportedSchema.extend({
  warnings: z.array(FaqImportWarningSchema).optional(),
  warningCount: z.number().int().nonnegative().optional(),
});
