import type { Context, SessionUser } from '../../trpc/context';
import { renewSubscriptionKey } from '../../services/company/subscription-key';

/** geneSubKey: a new key replaces the old one, which stops working at once. */
export const geneSubKeyHandler = async ({ ctx }: { ctx: Pick<Context, 'db'> & { user: SessionUser } }) => ({
  subKey: await renewSubscriptionKey(ctx.db, ctx.user.companyId),
});
