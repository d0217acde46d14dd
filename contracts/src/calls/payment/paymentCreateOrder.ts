import { z } from 'zod';
import { defineCall } from '../define-call';
import { OrderViewSchema, PayWallProductsSchema } from './payment-schemas';
import { IdSchema } from '../shared';

export const paymentCreateOrderCall = defineCall({
  id: 'paymentCreateOrder',
  specId: 'paymentCreateOrder',
  area: 'payment',
  procedure: 'createOrder',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/payment/create-order'], origin: 'spec' },
  silent: false,
  summary: 'Pressing pay requires a truthy numeric price and a logged-in user (else the login dialog opens)',
  input: z.object({
    /** Yuan, as the pay-wall shows it; checked against the catalogue, never trusted. */
    price: z.number().positive(),
    amount: z.literal(1).default(1),
    productId: IdSchema,
    productDesc: z.string().trim().max(200),
  }),
  output: z.object({ payUrl: z.string(), orderId: z.string() }),
});
