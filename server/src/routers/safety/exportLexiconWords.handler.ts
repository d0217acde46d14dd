import type { z } from 'zod';
import type { ExportLexiconWordsInputSchema } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { wordsToText, wordsToXlsx } from '../../services/safety/lexicon-files';
import { allLexiconWords } from '../../services/safety/lexicon-words';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export async function exportLexiconWordsHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.output<typeof ExportLexiconWordsInputSchema>;
}) {
  const rows = await allLexiconWords(ctx.db, ctx.user.companyId, input.kind);
  const stamp = new Date().toISOString().slice(0, 10);
  if (input.format === 'xlsx')
    return {
      fileName: `词库-${stamp}.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content: Buffer.from(await wordsToXlsx(rows)).toString('base64'),
      count: rows.length,
    };
  return {
    fileName: `词库-${stamp}.txt`,
    mimeType: 'text/plain;charset=utf-8',
    content: wordsToText(rows),
    count: rows.length,
  };
}
