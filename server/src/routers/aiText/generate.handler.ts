import { PERSONA_PROFILE_FIELD_MAX } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { giveBackAiGeneration, takeAiGeneration } from '../../services/ai/ai-quota';
import { chatAnswer, LlmError, type ChatMessage } from '../../services/ai/llm';
import { llmFailure } from '../../services/ai/llm-failure';
import { requireLlm } from '../../services/ai/require-llm';
import { checkCompanyText } from '../../services/safety/company-lexicon';

type Ctx = Pick<Context, 'db' | 'config'> & { user: SessionUser };

/** The persona field a text is written for, as the prompt names it (002 §3 prompt sections). */
const FIELD_TOPICS: Record<string, string> = {
  backstory: '背景故事',
  motivation: '动机与目标',
  knowledge: '知识储备',
  dialogueStyle: '对话示例',
  industryKnowledge: '核心业务',
  workTasks: '工作任务',
  concernUseInfo: '需要关注的用户信息',
  simpleDesc: '简介',
};

const talkPrompt = (content: string, field?: string): ChatMessage[] => [
  {
    role: 'system',
    content: `你是企业数字员工的人设撰写助手。请用简体中文写一段${field && FIELD_TOPICS[field] ? `“${FIELD_TOPICS[field]}”` : ''}文字，不超过${PERSONA_PROFILE_FIELD_MAX}字，只输出正文。`,
  },
  { role: 'user', content: `请为数字员工撰写「${(field && FIELD_TOPICS[field]) ?? field ?? '内容'}」：\n${content}` },
];

/**
 * AI text for the persona resume (002 §7 /talk/ai-text/generate): one generation of the AI text
 * quota, given back when the model fails; the answer is cut to the profile field limit and
 * carries the moderation's level so the editor can flag it.
 */
export async function generateHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { content: string; field?: string | undefined };
}) {
  const llm = requireLlm(ctx.config);
  await takeAiGeneration(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id });
  try {
    const text = (await chatAnswer(llm, talkPrompt(input.content, input.field)))
      .trim()
      .slice(0, PERSONA_PROFILE_FIELD_MAX);
    return { text, sensitive: (await checkCompanyText(ctx.db, ctx.user.companyId, text)).level !== 'NORMAL' };
  } catch (error) {
    await giveBackAiGeneration(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id });
    if (error instanceof LlmError) throw llmFailure(error);
    throw error;
  }
}
