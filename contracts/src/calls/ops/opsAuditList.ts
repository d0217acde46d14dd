import { defineCall } from '../define-call';
import { OpsAuditListInputSchema, OpsAuditListOutputSchema } from './ops-schemas';

export const opsAuditListCall = defineCall({
  id: 'opsAuditList',
  specId: null,
  area: 'ops',
  procedure: 'auditList',
  kind: 'query',
  access: 'operator',
  legacy: { method: 'GET', base: '/api', paths: ['/ops/audit'], origin: 'ours' },
  silent: false,
  summary: 'The audit log of operator actions, newest first',
  input: OpsAuditListInputSchema,
  output: OpsAuditListOutputSchema,
});
