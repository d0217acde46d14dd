import type { Context, SessionUser } from '../../trpc/context';
import { streamAskRequest, takeAskRequest } from '../../services/ai/ai-requests';
import { requireLlm } from '../../services/ai/require-llm';

/**
 * GET stream-ask-db?dataKey: the model's output as `data` events (deep think: THINK then ANSWER
 * chunks; fission: ANSWER chunks), then `close`; a timeout ends with an `error` event of code 3.
 * A key is used once and only by its company.
 */
export async function* streamAskDbHandler({
  ctx,
  input,
  signal,
}: {
  ctx: Pick<Context, 'db' | 'config'> & { user: SessionUser };
  input: { dataKey: string };
  signal?: AbortSignal | undefined;
}) {
  const llm = requireLlm(ctx.config);
  const row = await takeAskRequest(ctx.db, ctx.user.companyId, input.dataKey);
  for await (const chunk of streamAskRequest(ctx.db, llm, row, signal))
    yield { outputType: chunk.kind, content: chunk.text };
}
