import { and, eq, inArray, isNull } from 'drizzle-orm';
import { commonMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { aiRequests } from '../../db/schema/index';
import { AI_ASYNC_ASK_JOB } from '../../services/ai/job-names';
import { requireLlm } from '../../services/ai/require-llm';
import { DomainError } from '../../services/domain-error';
import { asUuid } from '../../services/ids';

type Ctx = Pick<Context, 'db' | 'queue' | 'config'> & { user: SessionUser };

/**
 * POST /videocreation/ai-text/async-ask-db (001 §7 shows only that it exists): the request behind
 * a deep-think or fission key answered in the background instead of streamed; the key becomes the
 * task id read with get-task-record. Like the stream, a key is used once.
 */
export async function asyncAskDbHandler({ ctx, input }: { ctx: Ctx; input: { dataKey: string } }) {
  requireLlm(ctx.config);
  const id = asUuid(input.dataKey);
  const [row] = id
    ? await ctx.db
        .update(aiRequests)
        .set({ consumedAt: new Date(), status: 'running' })
        .where(and(eq(aiRequests.id, id), eq(aiRequests.companyId, ctx.user.companyId), inArray(aiRequests.kind, ['deepThink', 'imitation']), isNull(aiRequests.consumedAt)))
        .returning({ id: aiRequests.id })
    : [];
  if (!row) throw DomainError.business(404, commonMessages.notFound);
  await ctx.queue.send(AI_ASYNC_ASK_JOB, { id: row.id }, { singletonKey: row.id, retryLimit: 1 });
  return { taskId: row.id };
}
