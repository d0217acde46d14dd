import { defineCall } from '../define-call';
import { OrgDetailSchema, OrgIdInputSchema } from './org-schemas';

export const organizationViewDetailCall = defineCall({
  id: 'organizationViewDetail',
  specId: 'organizationViewDetail',
  area: 'organization',
  procedure: 'organizationViewDetail',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/organization/view/detail'], origin: 'spec' },
  silent: false,
  summary: 'Written as "organization/view/detail?orgId".',
  input: OrgIdInputSchema,
  output: OrgDetailSchema,
});
