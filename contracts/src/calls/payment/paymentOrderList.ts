import { z } from 'zod';
import { defineCall } from '../define-call';
import { PageIndexSchema, PageSizeSchema } from '../shared';
import { OrderListItemSchema } from './payment-schemas';

/** Our extension: the order center's list (000 §2 orderCenter with orderType); the spec shows no call. */
export const paymentOrderListCall = defineCall({
  id: 'paymentOrderList',
  specId: null,
  area: 'payment',
  procedure: 'orderList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/payment/order-list'], origin: 'ours' },
  silent: false,
  summary: "A manager's company orders or a member's own, newest first, optionally of one type (licence or pack)",
  input: z.object({
    pageIndex: PageIndexSchema.default(1),
    pageSize: PageSizeSchema.default(10),
    orderType: z.enum(['all', 'licence', 'pack']).default('all'),
  }),
  output: z.object({
    list: z.array(OrderListItemSchema),
    total: z.number().int(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
  }),
});
