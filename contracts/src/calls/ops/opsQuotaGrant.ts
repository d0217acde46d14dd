import { defineCall } from '../define-call';
import { OpsOkSchema, OpsQuotaGrantInputSchema } from './ops-schemas';

export const opsQuotaGrantCall = defineCall({
  id: 'opsQuotaGrant',
  specId: null,
  area: 'ops',
  procedure: 'quotaGrant',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/quota/grant'], origin: 'ours' },
  silent: false,
  summary: 'Adds a resource package to a company quota (offline or platformGift)',
  input: OpsQuotaGrantInputSchema,
  output: OpsOkSchema,
});
