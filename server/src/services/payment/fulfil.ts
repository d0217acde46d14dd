import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';
import { grantLicence, grantQuota } from '../quota/grants';
import { productById } from './catalogue';

/**
 * Grants what a paid order bought, exactly once (the order is claimed with a conditional update):
 * a licence is extended from its current end (or from now), a fuel pack adds to the quota — each
 * as many times as the order's quantity, which the paid total (price × quantity) was checked against.
 */
export async function fulfilOrder(db: Database, orderId: string) {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ fulfilledAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'SUCCESS'), isNull(orders.fulfilledAt)))
      .returning();
    if (!order) return;
    const product = productById(order.productId);
    if (!product) return;
    if (product.kind === 'licence' && product.appId && product.days) {
      await grantLicence(tx, {
        companyId: order.companyId,
        appId: product.appId,
        days: product.days * order.quantity,
        // A bank transfer the operator recorded is 线下开通; a WeChat Pay order is online.
        source: order.paySource === 'offline' ? 'offline' : 'online',
      });
    }
    if (product.kind === 'pack' && product.resourceCode && product.amount !== undefined) {
      const resource = {
        resourceType: product.resourceType ?? 0,
        resourceCode: product.resourceCode,
        resourceName: product.title,
        resourceUnit: product.subtitle.replace(/\d+/g, ''),
      };
      await grantQuota(tx, order.companyId, resource, product.amount * order.quantity);
    }
  });
}
