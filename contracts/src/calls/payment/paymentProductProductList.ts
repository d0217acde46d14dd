import { z } from 'zod';
import { defineCall } from '../define-call';
import { PayWallProductsSchema } from './payment-schemas';

export const paymentProductProductListCall = defineCall({
  id: 'paymentProductProductList',
  specId: 'paymentProductProductList',
  area: 'payment',
  procedure: 'productList',
  kind: 'query',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/payment/product/product-list'], origin: 'spec' },
  silent: false,
  summary: 'Anonymous (visitor) product list',
  input: z.looseObject({}),
  output: PayWallProductsSchema,
});
