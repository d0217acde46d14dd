import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { commonMessages, paymentRuleMessages } from '@portal/contracts';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { companyQuotas, orders, users } from '../../db/schema/index';
import { isManager } from '../accounts/roles';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { PRODUCTS } from './catalogue';
import { fulfilOrder } from './fulfil';
import { effectiveProduct, isPriced } from './offers';
import { isWaiting, outTradeNoOf, PAYMENT_NOTIFY_PATH, settleOrder } from './settle';
import { createNativeOrder, PaymentNetworkError, queryOrder } from './wechatpay';

type Buyer = { id: string; companyId: string; roles: readonly string[] };

/** Business codes the spec does not show. */
const PAYMENT_UNAVAILABLE = 503;
const PRICE_CHANGED = 409;
const OFF_SALE = 410;

/** orders.price_fen is a 32-bit integer column: a total beyond it is refused, not a database error. */
export const ORDER_TOTAL_MAX_FEN = 2_147_483_647;

export const yuan = (fen: number) => fen / 100;
export const orderTypeOf = (productId: string): 'licence' | 'pack' =>
  PRODUCTS.find((p) => p.productId === productId)?.kind === 'pack' ? 'pack' : 'licence';

/** What is left of each of the company's quotas, by resource code. */
export async function remainingQuotas(db: Database, companyId: string) {
  const quotas = await db.select().from(companyQuotas).where(eq(companyQuotas.companyId, companyId));
  return (resourceCode: string) => {
    const q = quotas.find((row) => row.resourceCode === resourceCode);
    return q ? Math.max(0, q.capacity - q.used) : null;
  };
}

/**
 * Creates an order at the product's price now (the operator's offer over the catalogue's, see
 * offers.ts) × quantity and asks the payment network for its QR code url. The client's price is only
 * compared with that total (a stale pay-wall is told the price changed); the amount charged is
 * always the server's, and the order keeps it whatever the offer becomes.
 */
export async function placeOrder(
  deps: { db: Database; wechatPay: AppConfig['wechatPay']; origin: string },
  buyer: { id: string; companyId: string },
  input: { price: number; quantity: number; productId: string | number; productDesc: string },
) {
  const product = await effectiveProduct(deps.db, String(input.productId));
  if (!product || !isPriced(product)) throw DomainError.business(404, commonMessages.notFound);
  if (!product.onSale) throw DomainError.business(OFF_SALE, paymentRuleMessages.productOffSale);
  const totalFen = product.priceFen * input.quantity;
  if (totalFen > ORDER_TOTAL_MAX_FEN) throw DomainError.business(400, paymentRuleMessages.orderTooLarge);
  if (Math.round(input.price * 100) !== totalFen)
    throw DomainError.business(PRICE_CHANGED, paymentRuleMessages.priceChanged);
  const pay = deps.wechatPay;
  if (!pay) throw DomainError.business(PAYMENT_UNAVAILABLE, paymentRuleMessages.paymentUnavailable);
  const description =
    input.productDesc ||
    `${product.title}${product.subtitle ? ` ${product.subtitle}` : ''}${input.quantity > 1 ? ` ×${input.quantity}` : ''}`;
  const [order] = await deps.db
    .insert(orders)
    .values({
      companyId: buyer.companyId,
      userId: buyer.id,
      productId: product.productId,
      productDesc: description,
      priceFen: totalFen,
      quantity: input.quantity,
    })
    .returning();
  try {
    const outTradeNo = outTradeNoOf(order!.id);
    const payUrl = await createNativeOrder(pay, {
      outTradeNo,
      description,
      amountFen: totalFen,
      notifyUrl: `${deps.origin}${PAYMENT_NOTIFY_PATH}`,
    });
    await deps.db.update(orders).set({ payUrl, updatedAt: new Date() }).where(eq(orders.id, order!.id));
    return { payUrl, orderId: order!.id };
  } catch (error) {
    await deps.db.update(orders).set({ status: 'PAYERROR', updatedAt: new Date() }).where(eq(orders.id, order!.id));
    if (error instanceof PaymentNetworkError) throw DomainError.business(502, paymentRuleMessages.orderFailed);
    throw error;
  }
}

/**
 * The company's order, asking the network while it waits (an unsigned or wrongly signed answer
 * counts as no answer); a paid order is fulfilled once, whether the poll or the payment callback
 * (http/payment-notify.ts) sees it first.
 */
export async function pollOrder(
  deps: { db: Database; wechatPay: AppConfig['wechatPay'] },
  companyId: string,
  orderId: string | number,
) {
  const id = asUuid(orderId);
  let [order] = id
    ? await deps.db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.companyId, companyId)))
    : [];
  if (!order) throw DomainError.business(404, commonMessages.notFound);
  if (isWaiting(order.status) && deps.wechatPay) {
    try {
      order = await settleOrder(
        deps.db,
        deps.wechatPay,
        order,
        await queryOrder(deps.wechatPay, outTradeNoOf(order.id)),
      );
    } catch (error) {
      if (!(error instanceof PaymentNetworkError)) throw error;
    }
  }
  if (order!.status === 'SUCCESS' && !order!.fulfilledAt) await fulfilOrder(deps.db, order!.id);
  return order!;
}

/** Managers see their company's orders, a member their own; orderType is licence (packages) or pack (fuel packs). */
export async function listOrders(
  db: Database,
  buyer: Buyer,
  input: { pageIndex: number; pageSize: number; orderType: 'all' | 'licence' | 'pack' },
) {
  const where: SQL[] = [eq(orders.companyId, buyer.companyId)];
  if (!isManager(buyer.roles)) where.push(eq(orders.userId, buyer.id));
  if (input.orderType !== 'all') {
    where.push(
      inArray(
        orders.productId,
        PRODUCTS.filter((p) => (p.kind === 'pack' ? 'pack' : 'licence') === input.orderType).map((p) => p.productId),
      ),
    );
  }
  const condition = and(...where);
  const [total] = await db.select({ n: count() }).from(orders).where(condition);
  const rows = await db
    .select({ order: orders, userName: users.displayName })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(condition)
    .orderBy(desc(orders.createdAt))
    .limit(input.pageSize)
    .offset((input.pageIndex - 1) * input.pageSize);
  return { rows, total: total?.n ?? 0 };
}
