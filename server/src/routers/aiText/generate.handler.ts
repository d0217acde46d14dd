import { aiToolboxMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { giveBackAiGeneration, takeAiGeneration } from '../../services/ai/ai-quota';
import { chatAnswer, LlmError } from '../../services/ai/llm';
import { talkFieldPrompt } from '../../services/ai/prompts';
import { requireLlm } from '../../services/ai/require-llm';
import { DomainError } from '../../services/domain-error';
import { STREAM_TIMEOUT_CODE } from './ai.handler';

type Ctx = Pick<Context, 'db' | 'config'> & { user: SessionUser };

/** 001 §3: an agent profile field holds at most 500 characters. */
const FIELD_MAX = 500;

/** POST /talk/ai-text/generate (002 §7): a profile field of an interactive agent, one AI text generation. */
export async function generateHandler({ ctx, input }: { ctx: Ctx; input: { content: string; field: string } }) {
  const llm = requireLlm(ctx.config);
  await takeAiGeneration(ctx.db, ctx.user.companyId);
  try {
    return { text: [...(await chatAnswer(llm, talkFieldPrompt(input.content, input.field)))].slice(0, FIELD_MAX).join('') };
  } catch (error) {
    await giveBackAiGeneration(ctx.db, ctx.user.companyId);
    if (error instanceof LlmError) throw DomainError.business(error.timedOut ? STREAM_TIMEOUT_CODE : 500, error.timedOut ? aiToolboxMessages.streamTimeout : aiToolboxMessages.generationFailed);
    throw error;
  }
}
