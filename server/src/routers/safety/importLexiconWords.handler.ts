import type { z } from 'zod';
import { LEXICON_BATCH_MAX, safetyMessages, type ImportLexiconWordsInputSchema } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { DomainError } from '../../services/domain-error';
import { wordsFromText, wordsFromXlsx } from '../../services/safety/lexicon-files';
import { addLexiconWords, type LexiconWordInput } from '../../services/safety/lexicon-words';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** Imports a text or xlsx file; an unreadable file, an empty one or one over the batch limit is refused with a message. */
export async function importLexiconWordsHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.output<typeof ImportLexiconWordsInputSchema>;
}) {
  const defaults = { kind: input.kind, level: input.level, category: input.category };
  let words: LexiconWordInput[];
  try {
    words =
      input.format === 'txt'
        ? wordsFromText(input.content, defaults)
        : await wordsFromXlsx(Buffer.from(input.content, 'base64'), defaults);
  } catch {
    throw DomainError.business(400, safetyMessages.lexiconImportUnreadable);
  }
  if (words.length === 0) throw DomainError.business(400, safetyMessages.lexiconImportEmpty);
  if (words.length > LEXICON_BATCH_MAX)
    throw DomainError.business(400, safetyMessages.lexiconImportTooMany(LEXICON_BATCH_MAX));
  // Over-long cells are cut rather than refusing the whole file: a word is a phrase (lexicon-schemas LEXICON_WORD_MAX).
  return addLexiconWords(
    ctx.db,
    ctx.user.companyId,
    ctx.user.id,
    words.map((w) => ({ ...w, word: w.word.slice(0, 50) })),
  );
}
