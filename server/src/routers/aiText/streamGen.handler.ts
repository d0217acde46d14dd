import type { Context, SessionUser } from '../../trpc/context';
import { giveBackAiGeneration, takeAiGeneration } from '../../services/ai/ai-quota';
import { chatAnswer, LlmError } from '../../services/ai/llm';
import { llmFailure } from '../../services/ai/llm-failure';
import { createVideoPrompt } from '../../services/ai/prompts';
import { requireLlm } from '../../services/ai/require-llm';

/** AI text creation: one generation of the quota, given back when the model fails. */
export async function streamGenHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'config'> & { user: SessionUser };
  input: { content: string };
}) {
  const llm = requireLlm(ctx.config);
  await takeAiGeneration(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id });
  try {
    return { text: await chatAnswer(llm, createVideoPrompt(input.content)) };
  } catch (error) {
    await giveBackAiGeneration(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id });
    if (error instanceof LlmError) throw llmFailure(error);
    throw error;
  }
}
