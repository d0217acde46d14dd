import type { Context } from '../../trpc/context';
import { answerQuestion } from '../../services/knowledge/answer';
import { publishedTalkRow } from '../../services/knowledge/public-project';

type Ctx = Pick<Context, 'db' | 'config'>;

/** A card visitor's question (002 §7 applet askStream): the same engine as the editor's test chat. */
export async function askStreamHandler({
  ctx,
  input,
  signal,
}: {
  ctx: Ctx;
  input: { projectId: string | number; question: string; visitorId: string };
  signal?: AbortSignal | undefined;
}) {
  const project = await publishedTalkRow(ctx.db, input.projectId);
  return answerQuestion(ctx, project, input.visitorId, input.question, signal);
}
