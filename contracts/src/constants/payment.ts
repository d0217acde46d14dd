import { z } from 'zod';

/** Order statuses (000 §4), the WeChat Pay trade states. */
export const ORDER_STATUSES = [
  'NOTPAY',
  'USERPAYING',
  'ACCEPT',
  'SUCCESS',
  'REVOKED',
  'REFUNDED',
  'CLOSED',
  'PAYERROR',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;
/** Still waiting: another query is scheduled. SUCCESS stops polling with the success dialog; any other stops it. */
export const ORDER_WAITING_STATUSES = ['NOTPAY', 'USERPAYING', 'ACCEPT'] as const satisfies readonly OrderStatus[];
export const ORDER_SUCCESS_STATUS = 'SUCCESS' satisfies OrderStatus;
export const isOrderWaiting = (status: string): boolean =>
  (ORDER_WAITING_STATUSES as readonly string[]).includes(status);

/** Create-order amount is always 1; total is unit price times quantity (000 §4). */
export const ORDER_AMOUNT = 1;
export const QUANTITY_MIN = 1;
/**
 * Ours: the most packs one order buys. 000 §5 leaves the stepper unbounded, but an order's total
 * must stay a sane payment (and within the network's amount field), so purchases stop here.
 */
export const ORDER_QUANTITY_MAX = 999;

export const PAY_POLL_INTERVAL_MS = 2000;
/** The poller's own default, overridden by PAY_POLL_INTERVAL_MS for orders (000 §9). */
export const PAY_POLL_INTERVAL_DEFAULT_MS = 3000;
export const PAY_POLL_TIMEOUT_MS = 1_800_000;
export const PAY_QR_CODE_SIZE_PX = 148;
export const PAY_QR_CODE_ERROR_CORRECTION = 'H';
/** The tab is fixed to the chat app's payment; alipay exists but is not listed (000 §4). */
export const PAY_METHODS = ['wechat', 'alipay'] as const;
export const PayMethodSchema = z.enum(PAY_METHODS);
export const LISTED_PAY_METHODS = ['wechat'] as const satisfies readonly (typeof PAY_METHODS)[number][];

/** Render resolutions and their credit costs; 1080P is the default (000 §9, 001 §9). */
export const RENDER_RESOLUTIONS = ['R_1080P', 'R_4K'] as const;
export const RenderResolutionSchema = z.enum(RENDER_RESOLUTIONS);
export const RENDER_CREDIT_COST = { R_1080P: 6, R_4K: 10 } as const satisfies Record<
  (typeof RENDER_RESOLUTIONS)[number],
  number
>;
export const DEFAULT_RENDER_RESOLUTION = 'R_1080P';
