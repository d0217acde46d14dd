import { defineCall } from '../define-call';
import { OrgIdInputSchema, QuotaSharesSchema } from './org-schemas';

export const orgResourceGetOrgLimitCall = defineCall({
  id: 'orgResourceGetOrgLimit',
  specId: 'orgResourceGetOrgLimit',
  area: 'organization',
  procedure: 'getOrgLimit',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/org/resource/get-org-limit'], origin: 'spec' },
  silent: false,
  summary: '',
  input: OrgIdInputSchema,
  output: QuotaSharesSchema,
});
