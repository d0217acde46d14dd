import { z } from 'zod';
import { defineCall } from '../define-call';
import { OrderViewSchema } from './payment-schemas';
import { IdSchema } from '../shared';

export const paymentQueryOrderCall = defineCall({
  id: 'paymentQueryOrder',
  specId: 'paymentQueryOrder',
  area: 'payment',
  procedure: 'queryOrder',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/payment/query-order'], origin: 'spec' },
  silent: false,
  summary:
    'Polled every 2 s (3 s default), timeout 30 minutes (1,800,000 ms), while the scan-to-pay dialog is open with an order id; stops on close',
  input: z.object({ id: IdSchema }),
  output: OrderViewSchema,
});
