import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { opsMessages, paymentRuleMessages, type OrderStatus } from '@portal/contracts';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { companies, companyLicences, companyQuotas, orders } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { productById } from '../payment/catalogue';
import { fulfilOrder } from '../payment/fulfil';
import { effectiveProduct, isPriced } from '../payment/offers';
import { ORDER_TOTAL_MAX_FEN } from '../payment/orders';
import { outTradeNoOf } from '../payment/settle';
import { PaymentNetworkError, requestRefund } from '../payment/wechatpay';
import { recordAudit, type OperatorAct } from './audit';
import { grantableCompanyOrRefuse } from './companies';
import { orderRow, orderRowSelection } from './order-rows';

const DAY_MS = 24 * 3_600_000;
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

export async function listAllOrders(
  db: Database,
  q: { companyId?: string | undefined; status?: OrderStatus | undefined; pageIndex: number; pageSize: number },
) {
  const where: SQL[] = [];
  if (q.companyId) where.push(eq(orders.companyId, q.companyId));
  if (q.status) where.push(eq(orders.status, q.status));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(orderRowSelection)
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(condition)
      .orderBy(desc(orders.createdAt))
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    db.select({ n: count() }).from(orders).where(condition),
  ]);
  return { list: rows.map(orderRow), total: total?.n ?? 0, pageIndex: q.pageIndex, pageSize: q.pageSize };
}

async function orderById(db: Pick<Database, 'select'>, orderId: string) {
  const [row] = await db
    .select(orderRowSelection)
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) throw DomainError.business(404, opsMessages.orderNotFound);
  return orderRow(row);
}

/**
 * A bank transfer the operator has received (对公转账): the order is made paid, with source
 * offline, at the product's price now (console 商品价格), and fulfilled by the same code as a WeChat
 * Pay order, so it grants exactly what a paid order grants (its licences read 线下开通). A product
 * off sale can still be recorded: the transfer was agreed and received. The bank's reference is
 * unique: a transfer is recorded once.
 */
export async function recordOfflineOrder(
  db: Database,
  act: OperatorAct,
  input: { companyId: string; productId: string; quantity: number; transferRef: string; note: string },
) {
  const product = await effectiveProduct(db, input.productId);
  if (!product || !isPriced(product)) throw DomainError.business(400, opsMessages.productUnknown);
  const company = await grantableCompanyOrRefuse(db, input.companyId);
  const [taken] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.transferRef, input.transferRef))
    .limit(1);
  if (taken) throw DomainError.business(400, opsMessages.transferRefTaken);
  const priceFen = product.priceFen * input.quantity;
  if (priceFen > ORDER_TOTAL_MAX_FEN) throw DomainError.business(400, paymentRuleMessages.orderTooLarge);
  const description = `${product.title}${product.subtitle ? ` ${product.subtitle}` : ''}${input.quantity > 1 ? ` ×${input.quantity}` : ''}`;
  const orderId = await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        companyId: company.id,
        productId: product.productId,
        productDesc: description,
        priceFen,
        quantity: input.quantity,
        status: 'SUCCESS',
        paySource: 'offline',
        transferRef: input.transferRef,
      })
      .returning({ id: orders.id });
    await recordAudit(tx, act, {
      action: 'order.offline',
      targetKind: 'order',
      targetId: order!.id,
      summary: `登记「${company.displayName}」线下转账 ${yuan(priceFen)}（${description}，流水号 ${input.transferRef}）${input.note ? `：${input.note}` : ''}`,
      after: { ...input, priceFen },
    });
    return order!.id;
  });
  await fulfilOrder(db, orderId);
  return orderById(db, orderId);
}

/**
 * Refunds a WeChat Pay order in full through the network's refund API and takes back what it
 * granted (a fuel pack's quota, never below what is already used; a licence's days, never before
 * now). The refund number is kept before the network is asked, so a retry after a lost answer
 * repeats the same out_refund_no and the network refunds once.
 */
export async function refundOrder(
  deps: { db: Database; wechatPay: AppConfig['wechatPay'] },
  act: OperatorAct,
  input: { orderId: string; reason: string },
) {
  const { db } = deps;
  const current = await orderById(db, input.orderId);
  if (current.status === 'REFUNDED') throw DomainError.business(400, opsMessages.orderAlreadyRefunded);
  if (current.status !== 'SUCCESS' || current.paySource !== 'online')
    throw DomainError.business(400, opsMessages.orderNotRefundable);
  const pay = deps.wechatPay;
  if (!pay) throw DomainError.business(503, opsMessages.paymentUnavailable);
  const [claimed] = await db
    .update(orders)
    .set({ refundNo: sql`coalesce(${orders.refundNo}, ${`RF${randomBytes(15).toString('hex')}`})` })
    .where(and(eq(orders.id, current.id), eq(orders.status, 'SUCCESS')))
    .returning({
      refundNo: orders.refundNo,
      priceFen: orders.priceFen,
      productId: orders.productId,
      quantity: orders.quantity,
    });
  if (!claimed?.refundNo) throw DomainError.business(400, opsMessages.orderAlreadyRefunded);
  let refund: Awaited<ReturnType<typeof requestRefund>>;
  try {
    refund = await requestRefund(pay, {
      outTradeNo: outTradeNoOf(current.id),
      outRefundNo: claimed.refundNo,
      refundFen: claimed.priceFen,
      totalFen: claimed.priceFen,
      reason: input.reason,
    });
  } catch (error) {
    if (error instanceof PaymentNetworkError) throw DomainError.business(502, opsMessages.refundFailed);
    throw error;
  }
  if (refund.status !== 'SUCCESS' && refund.status !== 'PROCESSING') {
    // Refused or closed by the network: nothing was refunded, so a later try asks under a new number.
    await db.update(orders).set({ refundNo: null }).where(eq(orders.id, current.id));
    throw DomainError.business(502, opsMessages.refundFailed);
  }
  const now = new Date();
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(orders)
      .set({ status: 'REFUNDED', refundedFen: refund.refundFen, refundedAt: now, updatedAt: now })
      .where(and(eq(orders.id, current.id), eq(orders.status, 'SUCCESS')))
      .returning({ id: orders.id });
    // Another refund of the same order got here first (the network refunded once: same number).
    if (!changed) return;
    await takeBackGrant(tx, current.companyId, claimed.productId, claimed.quantity, now);
    await recordAudit(tx, act, {
      action: 'order.refund',
      targetKind: 'order',
      targetId: current.id,
      summary: `退款「${current.companyName}」订单 ${yuan(refund.refundFen)}（${current.productDesc}）：${input.reason}`,
      before: { status: 'SUCCESS' },
      after: { status: 'REFUNDED', refundId: refund.refundId, refundNo: claimed.refundNo },
    });
  });
  return orderById(db, current.id);
}

type Writer = Pick<Database, 'select' | 'update'>;

async function takeBackGrant(tx: Writer, companyId: string, productId: string, quantity: number, now: Date) {
  const product = productById(productId);
  if (!product) return;
  if (product.kind === 'pack' && product.resourceCode && product.amount !== undefined) {
    const amount = product.amount * quantity;
    await tx
      .update(companyQuotas)
      .set({ capacity: sql`greatest(${companyQuotas.used}, ${companyQuotas.capacity} - ${amount})`, updatedAt: now })
      .where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceCode, product.resourceCode)));
  }
  if (product.kind === 'licence' && product.appId && product.days) {
    const [latest] = await tx
      .select()
      .from(companyLicences)
      .where(and(eq(companyLicences.companyId, companyId), eq(companyLicences.appId, product.appId)))
      .orderBy(desc(companyLicences.endTime))
      .limit(1);
    if (!latest) return;
    const end = Math.max(now.getTime(), latest.endTime.getTime() - product.days * quantity * DAY_MS);
    await tx
      .update(companyLicences)
      .set({ endTime: new Date(end) })
      .where(eq(companyLicences.id, latest.id));
  }
}
