import type { Context, SessionUser } from '../../trpc/context';
import { companyAiRequest } from '../../services/ai/ai-requests';

/** Rewrite poll: status 0 with an answer is done; without one it is still running; failures carry errCode. */
export async function aiRewritePollHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { taskId: string | number };
}) {
  const row = await companyAiRequest(ctx.db, ctx.user.companyId, input.taskId);
  if (row.status === 'failed') return { status: 1, answer: null, errCode: row.errCode ?? 1 };
  return { status: 0, answer: row.status === 'done' ? row.answer : null, errCode: null };
}
