import type { z } from 'zod';
import type { AddLexiconWordsInputSchema } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { addLexiconWords } from '../../services/safety/lexicon-words';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export function addLexiconWordsHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.output<typeof AddLexiconWordsInputSchema>;
}) {
  return addLexiconWords(ctx.db, ctx.user.companyId, ctx.user.id, input.words);
}
