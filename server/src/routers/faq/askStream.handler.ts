import type { Context, SessionUser } from '../../trpc/context';
import { answerQuestion } from '../../services/knowledge/answer';
import { companyTalkRow } from '../../services/talk/projects';

type Ctx = Pick<Context, 'db' | 'config'> & { user: SessionUser };

/**
 * The editor's test chat: the same engine as the card; the log is kept under the user's id. A tapped
 * choice (pickedFaqId) is answered directly, 都不是 (declinedChoices) with the no-match response.
 */
export async function askStreamHandler({
  ctx,
  input,
  signal,
}: {
  ctx: Ctx;
  input: {
    projectId: string | number;
    question: string;
    visitorId?: string | undefined;
    pickedFaqId?: string | number | undefined;
    declinedChoices?: true | undefined;
  };
  signal?: AbortSignal | undefined;
}) {
  const project = await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId, 'project');
  return answerQuestion(ctx, project, input.visitorId ?? `user:${ctx.user.id}`, input.question, signal, {
    pickedFaqId: input.pickedFaqId,
    declinedChoices: input.declinedChoices,
  });
}
