import { defineCall } from '../define-call';
import { OpsOrderRefundInputSchema, OpsOrderRowSchema } from './ops-schemas';

export const opsOrderRefundCall = defineCall({
  id: 'opsOrderRefund',
  specId: null,
  area: 'ops',
  procedure: 'orderRefund',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/order/refund'], origin: 'ours' },
  silent: false,
  summary: 'Refunds a WeChat Pay order in full through the refund API and takes back what it granted',
  input: OpsOrderRefundInputSchema,
  output: OpsOrderRowSchema,
});
