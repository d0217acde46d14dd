import { platformLexicon, PLATFORM_LEXICON_SOURCE } from '@portal/workers/core/safety/index';
import type { z } from 'zod';
import type { ListLexiconWordsInputSchema } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { lexiconVersion } from '../../services/safety/company-lexicon';
import { listLexiconWords } from '../../services/safety/lexicon-words';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** The company's words, searched and paged, with its version and what the platform ships. */
export async function listLexiconWordsHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.output<typeof ListLexiconWordsInputSchema>;
}) {
  const page = await listLexiconWords(ctx.db, ctx.user.companyId, input);
  return {
    ...page,
    version: await lexiconVersion(ctx.db, ctx.user.companyId),
    platform: { words: platformLexicon().length, source: PLATFORM_LEXICON_SOURCE },
  };
}
