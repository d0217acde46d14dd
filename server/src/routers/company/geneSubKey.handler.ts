import type { Context, SessionUser } from '../../trpc/context';
import { rotateSubscriptionKey } from '../../services/openapi/subscription-keys';

/** geneSubKey: a new key; the one it replaces keeps working for the grace period (SUBSCRIPTION_KEY_GRACE_HOURS). */
export const geneSubKeyHandler = ({ ctx }: { ctx: Pick<Context, 'db' | 'config'> & { user: SessionUser } }) =>
  rotateSubscriptionKey(ctx.db, ctx.config.secret, ctx.user.companyId);
