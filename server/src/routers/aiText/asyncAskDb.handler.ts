import type { Context, SessionUser } from '../../trpc/context';
import { takeAskRequest } from '../../services/ai/ai-requests';
import { AI_ASYNC_ASK_JOB } from '../../services/ai/job-names';
import { requireLlm } from '../../services/ai/require-llm';

/**
 * POST /videocreation/ai-text/async-ask-db (001 §7 shows only that it exists): the request behind
 * a deep-think or fission key answered in the background instead of streamed; the key becomes the
 * task id read with get-task-record. Like the stream, a key is used once.
 */
export async function asyncAskDbHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'queue' | 'config'> & { user: SessionUser };
  input: { dataKey: string };
}) {
  requireLlm(ctx.config);
  const row = await takeAskRequest(ctx.db, ctx.user.companyId, input.dataKey);
  await ctx.queue.send(AI_ASYNC_ASK_JOB, { id: row.id }, { singletonKey: row.id, retryLimit: 1 });
  return { taskId: row.id };
}
