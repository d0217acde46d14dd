import type { Context, SessionUser } from '../../trpc/context';
import { listOrders, orderTypeOf, yuan } from '../../services/payment/orders';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/**
 * Our order-center list (000 §2 orderCenter?orderType): managers see their company's orders, a
 * member their own (the purchase-success dialog sends every buyer here).
 */
export async function orderListHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { pageIndex: number; pageSize: number; orderType: 'all' | 'licence' | 'pack' };
}) {
  const { rows, total } = await listOrders(ctx.db, ctx.user, input);
  return {
    list: rows.map(({ order, userName }) => ({
      orderId: order.id,
      productId: order.productId,
      orderType: orderTypeOf(order.productId),
      status: order.status as 'NOTPAY',
      payUrl: order.payUrl,
      payOrderId: order.payOrderId,
      productDesc: order.productDesc,
      price: yuan(order.priceFen),
      quantity: order.quantity,
      updateTime: order.updatedAt,
      createTime: order.createdAt,
      userName: userName ?? '',
    })),
    total,
    pageIndex: input.pageIndex,
    pageSize: input.pageSize,
  };
}
