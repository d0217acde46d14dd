import type { Context, SessionUser } from '../../trpc/context';
import { subscriptionKeyOf } from '../../services/company/subscription-key';

/** The company's open API subscription key, without making one (getSubKey_notGeneIfNone). */
export const getSubKeyNotGeneIfNoneHandler = async ({ ctx }: { ctx: Pick<Context, 'db'> & { user: SessionUser } }) => ({
  subKey: await subscriptionKeyOf(ctx.db, ctx.user.companyId),
});
