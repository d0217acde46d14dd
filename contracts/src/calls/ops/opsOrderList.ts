import { defineCall } from '../define-call';
import { OpsOrderListInputSchema, OpsOrderListOutputSchema } from './ops-schemas';

export const opsOrderListCall = defineCall({
  id: 'opsOrderList',
  specId: null,
  area: 'ops',
  procedure: 'orderList',
  kind: 'query',
  access: 'operator',
  legacy: { method: 'GET', base: '/api', paths: ['/ops/orders'], origin: 'ours' },
  silent: false,
  summary: 'All orders of every company, newest first',
  input: OpsOrderListInputSchema,
  output: OpsOrderListOutputSchema,
});
