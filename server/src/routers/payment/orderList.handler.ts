import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Context, SessionUser } from '../../trpc/context';
import { orders, users } from '../../db/schema/index';
import { isManager } from '../../services/accounts/roles';
import { PRODUCTS } from '../../services/payment/catalogue';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

const yuan = (fen: number) => fen / 100;
const typeOf = (productId: string): 'licence' | 'pack' => (PRODUCTS.find((p) => p.productId === productId)?.kind === 'pack' ? 'pack' : 'licence');

/**
 * Our order-center list (000 §2 orderCenter?orderType): managers see their company's orders, a
 * member their own (the purchase-success dialog sends every buyer here). orderType is licence
 * (packages) or pack (fuel packs).
 */
export async function orderListHandler({ ctx, input }: { ctx: Ctx; input: { pageIndex: number; pageSize: number; orderType: 'all' | 'licence' | 'pack' } }) {
  const where: SQL[] = [eq(orders.companyId, ctx.user.companyId)];
  if (!isManager(ctx.user.roles)) where.push(eq(orders.userId, ctx.user.id));
  if (input.orderType !== 'all') {
    where.push(inArray(orders.productId, PRODUCTS.filter((p) => (p.kind === 'pack' ? 'pack' : 'licence') === input.orderType).map((p) => p.productId)));
  }
  const condition = and(...where);
  const [total] = await ctx.db.select({ n: count() }).from(orders).where(condition);
  const rows = await ctx.db
    .select({ order: orders, userName: users.displayName })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(condition)
    .orderBy(desc(orders.createdAt))
    .limit(input.pageSize)
    .offset((input.pageIndex - 1) * input.pageSize);
  return {
    list: rows.map(({ order, userName }) => ({
      orderId: order.id,
      productId: order.productId,
      orderType: typeOf(order.productId),
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
    total: total?.n ?? 0,
    pageIndex: input.pageIndex,
    pageSize: input.pageSize,
  };
}
