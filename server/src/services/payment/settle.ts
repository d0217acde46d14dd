import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';
import { fulfilOrder } from './fulfil';
import type { Transaction, WechatPayConfig } from './wechatpay';

type Order = typeof orders.$inferSelect;

/** The notify_url path createOrder gives the network (ours: 000 shows no callback path). */
export const PAYMENT_NOTIFY_PATH = '/api/payment/notify';

/** States in which the order still waits for the network (000 §4: another query is scheduled). */
export const WAITING_STATES = ['NOTPAY', 'USERPAYING', 'ACCEPT'] as const;
const WAITING = new Set<string>(WAITING_STATES);

/** Our order id travels as out_trade_no without its dashes (32 characters, within v3's limit). */
export const outTradeNoOf = (orderId: string) => orderId.replaceAll('-', '');
export function orderIdOf(outTradeNo: string): string | null {
  if (!/^[0-9a-f]{32}$/i.test(outTradeNo)) return null;
  const h = outTradeNo.toLowerCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Why a transaction the network reports cannot be this order's payment, or null when it can:
 * another merchant or app, another trade number, or a paid amount other than the order's price in
 * CNY. A mismatch is never fulfilled.
 */
export function mismatch(
  config: Pick<WechatPayConfig, 'mchid' | 'appid'>,
  order: Pick<Order, 'id' | 'priceFen'>,
  t: Transaction,
): string | null {
  if (t.mchid && t.mchid !== config.mchid) return `mchid ${t.mchid}`;
  if (t.appid && t.appid !== config.appid) return `appid ${t.appid}`;
  if (t.outTradeNo && t.outTradeNo !== outTradeNoOf(order.id)) return `out_trade_no ${t.outTradeNo}`;
  if (t.tradeState === 'SUCCESS' && (!t.amount || t.amount.total !== order.priceFen || t.amount.currency !== 'CNY')) {
    return `amount ${t.amount ? `${t.amount.total} ${t.amount.currency}` : 'missing'} for an order of ${order.priceFen} CNY`;
  }
  return null;
}

/**
 * Records what the network says about a waiting order and fulfils it when paid. Poll and
 * callback both come here: the state is written only while the order still waits (a late
 * NOTPAY answer never overwrites SUCCESS) and fulfilOrder claims the order once, so the two may
 * race and the order is fulfilled exactly once.
 */
export async function settleOrder(
  db: Database,
  config: Pick<WechatPayConfig, 'mchid' | 'appid'>,
  order: Order,
  t: Transaction,
): Promise<Order> {
  const wrong = mismatch(config, order, t);
  // A genuine (signed) answer that does not match is a payment error to look into, not a sale (ours).
  if (wrong) console.warn(`[payment] order ${order.id}: ${wrong}; not fulfilled`);
  const status = wrong ? 'PAYERROR' : t.tradeState;
  let [current] = await db
    .update(orders)
    .set({ status, payOrderId: t.transactionId ?? order.payOrderId, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), inArray(orders.status, [...WAITING_STATES])))
    .returning();
  if (!current) [current] = await db.select().from(orders).where(eq(orders.id, order.id));
  if (current!.status === 'SUCCESS' && !current!.fulfilledAt) {
    await fulfilOrder(db, current!.id);
    [current] = await db.select().from(orders).where(eq(orders.id, order.id));
  }
  return current!;
}

export const isWaiting = (status: string) => WAITING.has(status);
