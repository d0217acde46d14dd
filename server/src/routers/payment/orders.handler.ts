import { and, eq } from 'drizzle-orm';
import { commonMessages, paymentRuleMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { companyQuotas, orders } from '../../db/schema/index';
import { DomainError } from '../../services/domain-error';
import { asUuid } from '../../services/ids';
import { PRODUCTS, productById, type Product } from '../../services/payment/catalogue';
import { fulfilOrder } from '../../services/payment/fulfil';
import { isWaiting, outTradeNoOf, PAYMENT_NOTIFY_PATH, settleOrder } from '../../services/payment/settle';
import { createNativeOrder, PaymentNetworkError, queryOrder } from '../../services/payment/wechatpay';

type Ctx = Pick<Context, 'db' | 'config' | 'request'> & { user: SessionUser };

const yuan = (fen: number) => fen / 100;

/** Business codes the spec does not show. */
const PAYMENT_UNAVAILABLE = 503;
const PRICE_CHANGED = 409;

function lists(remainingOf?: (p: Product) => number | null) {
  const view = (p: Product) => ({
    productId: p.productId,
    title: p.title,
    subtitle: p.subtitle,
    price: yuan(p.priceFen),
    originPrice: p.originPriceFen === null ? null : yuan(p.originPriceFen),
    unit: p.unit,
    features: p.features,
    note: p.note,
    btnText: p.btnText,
    style: p.style,
    resourceCode: p.resourceCode ?? null,
    remaining: remainingOf ? remainingOf(p) : null,
  });
  const pick = (line: Product['line'], kind: Product['kind']) => PRODUCTS.filter((p) => p.line === line && p.kind === kind).map(view);
  return {
    studioLicenseProducts: pick('studio', 'licence'),
    interactiveLicenseProducts: pick('interactive', 'licence'),
    studioPackProducts: pick('studio', 'pack'),
    interactivePackProducts: pick('interactive', 'pack'),
  };
}

/** The visitor's product lists (000 §6: no remaining quota without a login). */
export const productListHandler = () => lists();

/** The logged-in product lists: fuel packs show the company's remaining quota. */
export async function productListLoginHandler({ ctx }: { ctx: Ctx }) {
  const quotas = await ctx.db.select().from(companyQuotas).where(eq(companyQuotas.companyId, ctx.user.companyId));
  return lists((p) => {
    const q = p.resourceCode ? quotas.find((row) => row.resourceCode === p.resourceCode) : undefined;
    return q ? Math.max(0, q.capacity - q.used) : null;
  });
}

/**
 * Creates an order at the catalogue's price × quantity and asks the payment network for its QR code
 * url. The client's price is only compared with that total (a stale pay-wall is told the price
 * changed); the amount charged is always the server's.
 */
export async function createOrderHandler({ ctx, input }: { ctx: Ctx; input: { price: number; quantity: number; productId: string | number; productDesc: string } }) {
  const product = productById(String(input.productId));
  if (!product || product.priceFen <= 0) throw DomainError.business(404, commonMessages.notFound);
  const totalFen = product.priceFen * input.quantity;
  if (Math.round(input.price * 100) !== totalFen) throw DomainError.business(PRICE_CHANGED, paymentRuleMessages.priceChanged);
  const pay = ctx.config.wechatPay;
  if (!pay) throw DomainError.business(PAYMENT_UNAVAILABLE, paymentRuleMessages.paymentUnavailable);
  const description = input.productDesc || `${product.title}${product.subtitle ? ` ${product.subtitle}` : ''}${input.quantity > 1 ? ` ×${input.quantity}` : ''}`;
  const [order] = await ctx.db.insert(orders).values({ companyId: ctx.user.companyId, userId: ctx.user.id, productId: product.productId, productDesc: description, priceFen: totalFen, quantity: input.quantity }).returning();
  try {
    const outTradeNo = outTradeNoOf(order!.id);
    const payUrl = await createNativeOrder(pay, { outTradeNo, description, amountFen: totalFen, notifyUrl: `${ctx.request.origin}${PAYMENT_NOTIFY_PATH}` });
    await ctx.db.update(orders).set({ payUrl, updatedAt: new Date() }).where(eq(orders.id, order!.id));
    return { payUrl, orderId: order!.id };
  } catch (error) {
    await ctx.db.update(orders).set({ status: 'PAYERROR', updatedAt: new Date() }).where(eq(orders.id, order!.id));
    if (error instanceof PaymentNetworkError) throw DomainError.business(502, paymentRuleMessages.orderFailed);
    throw error;
  }
}

/**
 * Polled every 2 s by the QR dialog (000 §4): asks the network while waiting (an unsigned or
 * wrongly signed answer counts as no answer); a paid order is fulfilled once, whether the poll or
 * the payment callback (http/payment-notify.ts) sees it first.
 */
export async function queryOrderHandler({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) {
  const id = asUuid(input.id);
  let [order] = id ? await ctx.db.select().from(orders).where(and(eq(orders.id, id), eq(orders.companyId, ctx.user.companyId))) : [];
  if (!order) throw DomainError.business(404, commonMessages.notFound);
  if (isWaiting(order.status) && ctx.config.wechatPay) {
    try {
      order = await settleOrder(ctx.db, ctx.config.wechatPay, order, await queryOrder(ctx.config.wechatPay, outTradeNoOf(order.id)));
    } catch (error) {
      if (!(error instanceof PaymentNetworkError)) throw error;
    }
  }
  if (order!.status === 'SUCCESS' && !order!.fulfilledAt) await fulfilOrder(ctx.db, order!.id);
  return {
    orderId: order!.id,
    status: order!.status as 'NOTPAY',
    payUrl: order!.payUrl,
    payOrderId: order!.payOrderId,
    productDesc: order!.productDesc,
    price: yuan(order!.priceFen),
    quantity: order!.quantity,
    updateTime: order!.updatedAt,
  };
}
