import { wechatPayFor } from '../../services/payment/wechatpay-settings';
import type { Context, SessionUser } from '../../trpc/context';
import { placeOrder } from '../../services/payment/orders';

type Ctx = Pick<Context, 'db' | 'config' | 'request'> & { user: SessionUser };

/** An order at the catalogue's price, with the payment network's QR code url. */
export const createOrderHandler = async ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { price: number; quantity: number; productId: string | number; productDesc: string };
}) => placeOrder({ db: ctx.db, wechatPay: await wechatPayFor(ctx), origin: ctx.request.origin }, ctx.user, input);
