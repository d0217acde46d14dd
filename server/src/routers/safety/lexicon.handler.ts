import { platformLexicon, PLATFORM_LEXICON_SOURCE } from '@portal/workers/core/safety/index';
import type { z } from 'zod';
import type { AddLexiconWordsInputSchema, DeleteLexiconWordsInputSchema, ListLexiconWordsInputSchema } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { lexiconVersion } from '../../services/safety/company-lexicon';
import { addLexiconWords, deleteLexiconWords, listLexiconWords } from '../../services/safety/lexicon-words';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** The company's words, searched and paged, with its version and what the platform ships. */
export async function listLexiconWordsHandler({ ctx, input }: { ctx: Ctx; input: z.output<typeof ListLexiconWordsInputSchema> }) {
  const page = await listLexiconWords(ctx.db, ctx.user.companyId, input);
  return { ...page, version: await lexiconVersion(ctx.db, ctx.user.companyId), platform: { words: platformLexicon().length, source: PLATFORM_LEXICON_SOURCE } };
}

export function addLexiconWordsHandler({ ctx, input }: { ctx: Ctx; input: z.output<typeof AddLexiconWordsInputSchema> }) {
  return addLexiconWords(ctx.db, ctx.user.companyId, ctx.user.id, input.words);
}

export function deleteLexiconWordsHandler({ ctx, input }: { ctx: Ctx; input: z.output<typeof DeleteLexiconWordsInputSchema> }) {
  return deleteLexiconWords(ctx.db, ctx.user.companyId, input.ids);
}
