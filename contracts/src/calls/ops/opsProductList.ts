import { z } from 'zod';
import { defineCall } from '../define-call';
import { OpsProductSchema } from './ops-schemas';

export const opsProductListCall = defineCall({
  id: 'opsProductList',
  specId: null,
  area: 'ops',
  procedure: 'productList',
  kind: 'query',
  access: 'operator',
  legacy: { method: 'GET', base: '/api', paths: ['/ops/products'], origin: 'ours' },
  silent: false,
  summary: 'The pay-wall products an offline order can record',
  input: z.object({}),
  output: z.array(OpsProductSchema),
});
