import { and, eq, inArray, isNull } from 'drizzle-orm';
import { aiToolboxMessages, commonMessages, editorMessages, safetyMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { aiRequests } from '../../db/schema/index';
import { aiTextQuota, giveBackAiGeneration, takeAiGeneration } from '../../services/ai/ai-quota';
import { AI_REWRITE_JOB } from '../../services/ai/job-names';
import { chatAnswer, chatStream, LlmError } from '../../services/ai/llm';
import { createVideoPrompt } from '../../services/ai/prompts';
import { requestPrompt } from '../../services/ai/request-prompt';
import { requireLlm } from '../../services/ai/require-llm';
import { DomainError } from '../../services/domain-error';
import { asUuid } from '../../services/ids';
import { checkCompanyText } from '../../services/safety/company-lexicon';

type Ctx = Pick<Context, 'db' | 'queue' | 'config'> & { user: SessionUser };

/** Stream error code 3 means timed out (001 §7). */
export const STREAM_TIMEOUT_CODE = 3;

export const aiTextQuotaHandler = ({ ctx }: { ctx: Ctx }) => aiTextQuota(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id });

/** AI text creation: one generation of the quota, given back when the model fails. */
export async function streamGenHandler({ ctx, input }: { ctx: Ctx; input: { content: string } }) {
  const llm = requireLlm(ctx.config);
  await takeAiGeneration(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id });
  try {
    return { text: await chatAnswer(llm, createVideoPrompt(input.content)) };
  } catch (error) {
    await giveBackAiGeneration(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id });
    if (error instanceof LlmError) throw DomainError.business(error.timedOut ? STREAM_TIMEOUT_CODE : 500, error.timedOut ? aiToolboxMessages.streamTimeout : aiToolboxMessages.generationFailed);
    throw error;
  }
}

async function storeRequest(ctx: Ctx, kind: 'deepThink' | 'imitation', payload: Record<string, unknown>) {
  requireLlm(ctx.config);
  const [row] = await ctx.db.insert(aiRequests).values({ companyId: ctx.user.companyId, userId: ctx.user.id, kind, payload }).returning({ id: aiRequests.id });
  return { dataKey: row!.id };
}

/** Deep think: keeps the request and answers the key the stream is opened with. */
export const deepThinkStartHandler = ({ ctx, input }: { ctx: Ctx; input: { text: string } }) => storeRequest(ctx, 'deepThink', { text: input.text });

/** Script fission request: the form as a JSON string (referenceScript, mainInfo, mainFeatureList). */
export async function imitationRequestHandler({ ctx, input }: { ctx: Ctx; input: { dataJson: string } }) {
  let form: { referenceScript?: unknown; mainInfo?: unknown; mainFeatureList?: unknown; text?: unknown };
  try {
    form = JSON.parse(input.dataJson) as typeof form;
  } catch {
    throw DomainError.invalidInput(commonMessages.malformedBody);
  }
  const reference = typeof form.referenceScript === 'string' ? form.referenceScript : typeof form.text === 'string' ? form.text : '';
  const mainInfo = typeof form.mainInfo === 'string' ? form.mainInfo : '';
  if (!reference.trim() || !mainInfo.trim() || reference.length > 2000 || mainInfo.length > 50) throw DomainError.invalidInput(commonMessages.invalidInput);
  const features = Array.isArray(form.mainFeatureList) ? form.mainFeatureList.filter((f): f is string => typeof f === 'string').slice(0, 20) : [];
  return storeRequest(ctx, 'imitation', { reference, mainInfo, features });
}

/**
 * GET stream-ask-db?dataKey: the model's output as `data` events (deep think: THINK then ANSWER
 * chunks; fission: ANSWER chunks), then `close`; a timeout ends with an `error` event of code 3.
 * A key is used once and only by its company.
 */
export async function* streamAskDbHandler({ ctx, input, signal }: { ctx: Ctx; input: { dataKey: string }; signal?: AbortSignal | undefined }) {
  const llm = requireLlm(ctx.config);
  const id = asUuid(input.dataKey);
  const [row] = id
    ? await ctx.db
        .update(aiRequests)
        .set({ consumedAt: new Date(), status: 'running' })
        .where(and(eq(aiRequests.id, id), eq(aiRequests.companyId, ctx.user.companyId), inArray(aiRequests.kind, ['deepThink', 'imitation']), isNull(aiRequests.consumedAt)))
        .returning()
    : [];
  if (!row) throw DomainError.business(404, commonMessages.notFound);
  const messages = requestPrompt(row.kind, row.payload);
  let answer = '';
  try {
    for await (const chunk of chatStream(llm, messages, signal)) {
      if (chunk.kind === 'ANSWER') answer += chunk.text;
      yield { outputType: chunk.kind, content: chunk.text };
    }
  } catch (error) {
    await ctx.db.update(aiRequests).set({ status: 'failed', errCode: error instanceof LlmError && error.timedOut ? STREAM_TIMEOUT_CODE : 1 }).where(eq(aiRequests.id, row.id));
    if (error instanceof LlmError) throw DomainError.business(error.timedOut ? STREAM_TIMEOUT_CODE : 500, error.timedOut ? aiToolboxMessages.streamTimeout : aiToolboxMessages.generationFailed);
    throw error;
  }
  await ctx.db.update(aiRequests).set({ status: 'done', answer }).where(eq(aiRequests.id, row.id));
}

/** Rewrite submit (001 §7): empty or sensitive text is refused with the spec's messages. */
export async function rewriteSubmitHandler({ ctx, input }: { ctx: Ctx; input: { text: string; promptKey: 'shorten' | 'expand' | 'polish' } }) {
  if (!input.text.trim()) throw DomainError.invalidInput(editorMessages.rewriteTextEmpty);
  if ((await checkCompanyText(ctx.db, ctx.user.companyId, input.text)).level === 'SENSITIVE') throw DomainError.business(400, safetyMessages.rewriteTextSensitive);
  requireLlm(ctx.config);
  const [row] = await ctx.db.insert(aiRequests).values({ companyId: ctx.user.companyId, userId: ctx.user.id, kind: 'rewrite', payload: { text: input.text, promptKey: input.promptKey } }).returning({ id: aiRequests.id });
  await ctx.queue.send(AI_REWRITE_JOB, { id: row!.id }, { singletonKey: row!.id, retryLimit: 1 });
  return { taskId: row!.id };
}

/** Rewrite poll: status 0 with an answer is done; without one it is still running; failures carry errCode. */
export async function rewritePollHandler({ ctx, input }: { ctx: Ctx; input: { taskId: string | number } }) {
  const id = asUuid(input.taskId);
  const [row] = id ? await ctx.db.select().from(aiRequests).where(and(eq(aiRequests.id, id), eq(aiRequests.companyId, ctx.user.companyId))) : [];
  if (!row) throw DomainError.business(404, commonMessages.notFound);
  if (row.status === 'failed') return { status: 1, answer: null, errCode: row.errCode ?? 1 };
  return { status: 0, answer: row.status === 'done' ? row.answer : null, errCode: null };
}
