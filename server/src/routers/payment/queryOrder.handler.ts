import { wechatPayFor } from '../../services/payment/wechatpay-settings';
import type { Context, SessionUser } from '../../trpc/context';
import { pollOrder, yuan } from '../../services/payment/orders';

type Ctx = Pick<Context, 'db' | 'config'> & { user: SessionUser };

/** Polled every 2 s by the QR dialog (000 §4). */
export async function queryOrderHandler({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) {
  const order = await pollOrder({ db: ctx.db, wechatPay: await wechatPayFor(ctx) }, ctx.user.companyId, input.id);
  return {
    orderId: order.id,
    status: order.status as 'NOTPAY',
    payUrl: order.payUrl,
    payOrderId: order.payOrderId,
    productDesc: order.productDesc,
    price: yuan(order.priceFen),
    quantity: order.quantity,
    updateTime: order.updatedAt,
  };
}
