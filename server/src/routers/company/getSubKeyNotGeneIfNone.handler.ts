import type { Context, SessionUser } from '../../trpc/context';
import { subscriptionKeyView } from '../../services/openapi/subscription-keys';

/** The company's subscription key and each working key's use, without making one (getSubKey_notGeneIfNone). */
export const getSubKeyNotGeneIfNoneHandler = ({
  ctx,
}: {
  ctx: Pick<Context, 'db' | 'config'> & { user: SessionUser };
}) => subscriptionKeyView(ctx.db, ctx.config.secret, ctx.user.companyId);
