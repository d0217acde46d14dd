import { z } from 'zod';
import { defineCall } from '../define-call';
import { PayWallProductsSchema } from './payment-schemas';

export const paymentProductProductListLoginCall = defineCall({
  id: 'paymentProductProductListLogin',
  specId: 'paymentProductProductListLogin',
  area: 'payment',
  procedure: 'productListLogin',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/payment/product/product-list-login'], origin: 'spec' },
  silent: false,
  summary: 'Product list for logged-in users (separate from the visitor list).',
  input: z.looseObject({}),
  output: PayWallProductsSchema,
});
