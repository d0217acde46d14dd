import { wechatPayFor } from '../services/payment/wechatpay-settings';
import express, { type Request, type Response } from 'express';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../trpc/context';
import { orders } from '../db/schema/index';
import { orderIdOf, PAYMENT_NOTIFY_PATH, settleOrder } from '../services/payment/settle';
import { transactionOf } from '../services/payment/wechatpay';
import { decryptResource, PaymentSignatureError, verifyPlatformAnswer } from '../services/payment/wechatpay-verify';

/** A v3 notification: its resource is the transaction, encrypted with the APIv3 key. */
const NotificationSchema = z.object({
  id: z.string().optional(),
  event_type: z.string(),
  resource_type: z.string().optional(),
  resource: z.object({
    algorithm: z.string(),
    ciphertext: z.string().max(16_384),
    nonce: z.string(),
    associated_data: z.string().optional(),
  }),
});

/** v3 reads 200/204 as received; anything else with {code: 'FAIL', message} is retried later. */
const fail = (res: Response, status: number, message: string) => res.status(status).json({ code: 'FAIL', message });

/**
 * POST /api/payment/notify: WeChat Pay's callback. The platform signature is checked on the raw
 * body before anything else (a stale timestamp is a replay and is refused), the resource is
 * decrypted, and the transaction settles the order exactly as a poll would (settle.ts): its
 * amount and currency must be the order's, and the order is fulfilled once however often the
 * callback comes and whether or not a browser polls.
 */
export function paymentNotify(deps: AppDeps) {
  const route = express.Router();
  route.post(
    PAYMENT_NOTIFY_PATH,
    express.text({ type: () => true, limit: '64kb' }),
    async (req: Request, res: Response) => {
      const pay = await wechatPayFor(deps);
      if (!pay) return fail(res, 404, 'payment is not configured');
      const body = typeof req.body === 'string' ? req.body : '';
      let transaction;
      try {
        verifyPlatformAnswer(
          pay,
          {
            signature: req.get('wechatpay-signature'),
            timestamp: req.get('wechatpay-timestamp'),
            nonce: req.get('wechatpay-nonce'),
            serial: req.get('wechatpay-serial'),
          },
          body,
        );
        const notification = NotificationSchema.safeParse(safeJson(body));
        if (!notification.success) return fail(res, 400, 'malformed notification');
        const resource = safeJson(decryptResource(pay.apiV3Key, notification.data.resource)) as Record<string, unknown>;
        // Only payment results settle an order; other events (refunds, …) are acknowledged and left alone.
        if (!notification.data.event_type.startsWith('TRANSACTION.') || typeof resource.trade_state !== 'string')
          return res.status(204).end();
        transaction = transactionOf(resource);
      } catch (error) {
        if (error instanceof PaymentSignatureError) return fail(res, 401, error.message);
        throw error;
      }
      const orderId = transaction.outTradeNo ? orderIdOf(transaction.outTradeNo) : null;
      const [order] = orderId ? await deps.db.select().from(orders).where(eq(orders.id, orderId)) : [];
      // Not one of our orders: acknowledged, so the network stops sending it.
      if (!order) {
        console.warn(`[payment] notification for an unknown order ${transaction.outTradeNo ?? '(none)'}`);
        return res.status(204).end();
      }
      await settleOrder(deps.db, pay, order, transaction);
      res.status(204).end();
    },
  );
  return route;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
