import type { Context, SessionUser } from '../../trpc/context';
import { aiTextQuota } from '../../services/ai/ai-quota';

/** The AI text quota, with whether the model and speech recognition are configured (the toolbox says so up front). */
export const aiTextQuotaQueryHandler = async ({
  ctx,
}: {
  ctx: Pick<Context, 'db' | 'config'> & { user: SessionUser };
}) => ({
  ...(await aiTextQuota(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id })),
  modelReady: ctx.config.llm !== undefined,
  speechRecognitionReady: ctx.config.asr !== undefined,
});
