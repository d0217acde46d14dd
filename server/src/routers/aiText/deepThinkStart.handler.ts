import type { Context, SessionUser } from '../../trpc/context';
import { storeAiRequest } from '../../services/ai/ai-requests';
import { requireLlm } from '../../services/ai/require-llm';

/** Deep think: keeps the request and answers the key the stream is opened with. */
export async function deepThinkStartHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'config'> & { user: SessionUser };
  input: { text: string };
}) {
  requireLlm(ctx.config);
  return {
    dataKey: await storeAiRequest(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id }, 'deepThink', {
      text: input.text,
    }),
  };
}
