import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyLicences, companyQuotas, orders } from '../../db/schema/index';
import { productById } from './catalogue';

const DAY_MS = 24 * 3_600_000;

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
      const [current] = await tx
        .select()
        .from(companyLicences)
        .where(and(eq(companyLicences.companyId, order.companyId), eq(companyLicences.appId, product.appId)))
        .orderBy(desc(companyLicences.endTime))
        .limit(1);
      const from = current && current.endTime.getTime() > Date.now() ? current.endTime.getTime() : Date.now();
      await tx.insert(companyLicences).values({
        companyId: order.companyId,
        appId: product.appId,
        kind: 'License',
        source: 'online',
        startTime: new Date(from),
        endTime: new Date(from + product.days * order.quantity * DAY_MS),
      });
    }
    if (product.kind === 'pack' && product.resourceCode && product.amount !== undefined) {
      const amount = product.amount * order.quantity;
      const added = await tx
        .update(companyQuotas)
        .set({ capacity: sql`${companyQuotas.capacity} + ${amount}`, updatedAt: new Date() })
        .where(and(eq(companyQuotas.companyId, order.companyId), eq(companyQuotas.resourceCode, product.resourceCode)))
        .returning();
      if (added.length === 0) {
        await tx.insert(companyQuotas).values({
          companyId: order.companyId,
          resourceType: product.resourceType ?? 0,
          resourceCode: product.resourceCode,
          resourceName: product.title,
          resourceUnit: product.subtitle.replace(/\d+/g, ''),
          capacity: amount,
        });
      }
    }
  });
}
