import type { z } from 'zod';
import type { DeleteLexiconWordsInputSchema } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { deleteLexiconWords } from '../../services/safety/lexicon-words';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export function deleteLexiconWordsHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.output<typeof DeleteLexiconWordsInputSchema>;
}) {
  return deleteLexiconWords(ctx.db, ctx.user.companyId, input.ids);
}
