import type { Context } from '../../trpc/context';
import { companyStanding, purchaseChannel } from '../../services/payment/purchase-options';

/** The pay-wall's way to buy on this install; the standing only for a signed-in company. */
export const purchaseOptionsHandler = async ({ ctx }: { ctx: Pick<Context, 'db' | 'config' | 'user'> }) => ({
  ...purchaseChannel(ctx.config),
  standing: ctx.user ? await companyStanding(ctx.db, ctx.user.companyId) : null,
});
