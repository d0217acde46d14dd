import { defineCall } from '../define-call';
import { OpsOrderRecordOfflineInputSchema, OpsOrderRowSchema } from './ops-schemas';

export const opsOrderRecordOfflineCall = defineCall({
  id: 'opsOrderRecordOffline',
  specId: null,
  area: 'ops',
  procedure: 'orderRecordOffline',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/order/offline'], origin: 'ours' },
  silent: false,
  summary: 'Records a bank transfer as a paid order (source offline), granting as a paid order does',
  input: OpsOrderRecordOfflineInputSchema,
  output: OpsOrderRowSchema,
});
