import { defineCall } from '../define-call';
import { OrgIdInputSchema, QuotaSharesSchema } from './org-schemas';

export const organizationQuotasViewCall = defineCall({
  id: 'organizationQuotasView',
  specId: 'organizationQuotasView',
  area: 'organization',
  procedure: 'quotasView',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/organization/quotas/view'], origin: 'spec' },
  silent: false,
  summary: '',
  input: OrgIdInputSchema,
  output: QuotaSharesSchema,
});
