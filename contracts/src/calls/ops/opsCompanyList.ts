import { defineCall } from '../define-call';
import { OpsCompanyListInputSchema, OpsCompanyListOutputSchema } from './ops-schemas';

export const opsCompanyListCall = defineCall({
  id: 'opsCompanyList',
  specId: null,
  area: 'ops',
  procedure: 'companyList',
  kind: 'query',
  access: 'operator',
  legacy: { method: 'GET', base: '/api', paths: ['/ops/companies'], origin: 'ours' },
  silent: false,
  summary: 'Companies with status, administrator, licence end and revenue, searchable',
  input: OpsCompanyListInputSchema,
  output: OpsCompanyListOutputSchema,
});
