import { defineCall } from '../define-call';
import { QuotaSharesSchema, UserIdInputSchema } from '../organization/org-schemas';

export const organizationUsersQuotasViewCall = defineCall({
  id: 'organizationUsersQuotasView',
  specId: 'organizationUsersQuotasView',
  area: 'orgUser',
  procedure: 'quotasView',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/organization/users/quotas/view'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: UserIdInputSchema,
  output: QuotaSharesSchema,
});
