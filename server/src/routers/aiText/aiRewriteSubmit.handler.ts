import { editorMessages, safetyMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { storeAiRequest } from '../../services/ai/ai-requests';
import { AI_REWRITE_JOB } from '../../services/ai/job-names';
import { requireLlm } from '../../services/ai/require-llm';
import { DomainError } from '../../services/domain-error';
import { checkCompanyText } from '../../services/safety/company-lexicon';

/** Rewrite submit (001 §7): empty or sensitive text is refused with the spec's messages. */
export async function aiRewriteSubmitHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'queue' | 'config'> & { user: SessionUser };
  input: { text: string; promptKey: 'shorten' | 'expand' | 'polish' };
}) {
  if (!input.text.trim()) throw DomainError.invalidInput(editorMessages.rewriteTextEmpty);
  if ((await checkCompanyText(ctx.db, ctx.user.companyId, input.text)).level === 'SENSITIVE')
    throw DomainError.business(400, safetyMessages.rewriteTextSensitive);
  requireLlm(ctx.config);
  const id = await storeAiRequest(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id }, 'rewrite', {
    text: input.text,
    promptKey: input.promptKey,
  });
  await ctx.queue.send(AI_REWRITE_JOB, { id }, { singletonKey: id, retryLimit: 1 });
  return { taskId: id };
}
