import type { Context, SessionUser } from '../../trpc/context';
import { aiTextQuota } from '../../services/ai/ai-quota';

export const aiTextQuotaQueryHandler = ({ ctx }: { ctx: Pick<Context, 'db'> & { user: SessionUser } }) =>
  aiTextQuota(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id });
