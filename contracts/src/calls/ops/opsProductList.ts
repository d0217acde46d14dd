import { z } from 'zod';
import { defineCall } from '../define-call';
import { OpsProductOfferSchema } from './product-schemas';

export const opsProductListCall = defineCall({
  id: 'opsProductList',
  specId: null,
  area: 'ops',
  procedure: 'productList',
  kind: 'query',
  access: 'operator',
  legacy: { method: 'GET', base: '/api', paths: ['/ops/products'], origin: 'ours' },
  silent: false,
  summary:
    'The pay-wall products with their offers now and by default (the offline-order dialog picks the priced ones)',
  input: z.object({}),
  output: z.array(OpsProductOfferSchema),
});
