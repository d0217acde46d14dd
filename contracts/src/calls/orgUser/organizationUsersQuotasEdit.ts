import { defineCall } from '../define-call';
import { OrgUserQuotasEditSchema, QuotaSharesSchema } from '../organization/org-schemas';

export const organizationUsersQuotasEditCall = defineCall({
  id: 'organizationUsersQuotasEdit',
  specId: 'organizationUsersQuotasEdit',
  area: 'orgUser',
  procedure: 'quotasEdit',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/users/quotas/edit'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: OrgUserQuotasEditSchema,
  output: QuotaSharesSchema,
});
