import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema } from '../shared';
import { ORDER_QUANTITY_MAX, QUANTITY_MIN } from '../../constants/payment';

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
    /** Yuan, the total the pay-wall shows (unit price × quantity); checked against the catalogue, never trusted. */
    price: z.number().positive(),
    amount: z.literal(1).default(1),
    /** Ours: how many of the product (the fuel modal's stepper, 000 §5); the spec's amount stays 1. */
    quantity: z.number().int().min(QUANTITY_MIN).max(ORDER_QUANTITY_MAX).default(QUANTITY_MIN),
    productId: IdSchema,
    productDesc: z.string().trim().max(200),
  }),
  output: z.object({ payUrl: z.string(), orderId: z.string() }),
});
