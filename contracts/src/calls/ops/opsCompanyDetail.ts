import { defineCall } from '../define-call';
import { OpsCompanyDetailSchema, OpsCompanyIdInputSchema } from './ops-schemas';

export const opsCompanyDetailCall = defineCall({
  id: 'opsCompanyDetail',
  specId: null,
  area: 'ops',
  procedure: 'companyDetail',
  kind: 'query',
  access: 'operator',
  legacy: { method: 'GET', base: '/api', paths: ['/ops/company'], origin: 'ours' },
  silent: false,
  summary: 'One company: users, licences, quotas, orders and usage',
  input: OpsCompanyIdInputSchema,
  output: OpsCompanyDetailSchema,
});
