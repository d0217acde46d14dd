import { aiToolboxMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { chatStream, LlmError } from '../../services/ai/llm';
import { STYLE_NAMES, styleRewritePrompt, type RewriteStyle } from '../../services/ai/prompts';
import { requireLlm } from '../../services/ai/require-llm';
import { consumeStyleRequest, failRequestWith, finishRequest } from '../../services/ai/script-requests';
import { DomainError } from '../../services/domain-error';
import { asUuid } from '../../services/ids';
import { STREAM_TIMEOUT_CODE } from '@portal/contracts';

type Ctx = Pick<Context, 'db' | 'config'> & { user: SessionUser };

const isStyle = (workflow: unknown): workflow is RewriteStyle =>
  typeof workflow === 'string' && Object.hasOwn(STYLE_NAMES, workflow);

/**
 * GET /videocreation/ai-text/stream-script-creation?dataKey (001 §4, §7): the original transcript
 * cached with cache-data, rewritten in the chosen style (workflow), as `data` events of {content},
 * then `close`. A key is used once and only by its company; a timeout ends with code 3.
 */
export async function* streamScriptCreationHandler({
  ctx,
  input,
  signal,
}: {
  ctx: Ctx;
  input: { dataKey: string };
  signal?: AbortSignal | undefined;
}) {
  const llm = requireLlm(ctx.config);
  const row = await consumeStyleRequest(ctx.db, ctx.user.companyId, asUuid(input.dataKey));
  const data = row.payload as { workflow?: unknown; videoText?: unknown };
  const videoText = typeof data.videoText === 'string' ? data.videoText.trim().slice(0, 10_000) : '';
  if (!isStyle(data.workflow) || !videoText) throw DomainError.business(400, aiToolboxMessages.styleRequestInvalid);
  let answer = '';
  try {
    for await (const chunk of chatStream(llm, styleRewritePrompt(videoText, data.workflow), signal)) {
      if (chunk.kind !== 'ANSWER') continue;
      answer += chunk.text;
      yield { content: chunk.text };
    }
  } catch (error) {
    const timedOut = error instanceof LlmError && error.timedOut;
    await failRequestWith(ctx.db, row.id, timedOut ? STREAM_TIMEOUT_CODE : 1);
    if (error instanceof LlmError)
      throw DomainError.business(
        timedOut ? STREAM_TIMEOUT_CODE : 500,
        timedOut ? aiToolboxMessages.streamTimeout : aiToolboxMessages.generationFailed,
      );
    throw error;
  }
  await finishRequest(ctx.db, row.id, answer);
}
