import { wechatPayFor } from '../../services/payment/wechatpay-settings';
import type { Context } from '../../trpc/context';
import { brandContact, companyStanding, purchaseChannel } from '../../services/payment/purchase-options';

/** The pay-wall's way to buy on this install; the standing only for a signed-in company. */
export const purchaseOptionsHandler = async ({
  ctx,
}: {
  ctx: Pick<Context, 'db' | 'config' | 'user' | 'request'>;
}) => ({
  ...purchaseChannel(
    { onlinePayment: (await wechatPayFor(ctx)) !== undefined, salesContact: ctx.config.salesContact },
    await brandContact(ctx.db, ctx.request.host),
  ),
  standing: ctx.user ? await companyStanding(ctx.db, ctx.user.companyId) : null,
});
