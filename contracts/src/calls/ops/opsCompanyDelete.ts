import { defineCall } from '../define-call';
import { OpsCompanyDeleteInputSchema, OpsCompanyDeleteOutputSchema } from './ops-schemas';

export const opsCompanyDeleteCall = defineCall({
  id: 'opsCompanyDelete',
  specId: null,
  area: 'ops',
  procedure: 'companyDelete',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/company/delete'], origin: 'ours' },
  silent: false,
  summary: 'Deletes a company after a grace period: sessions end now, its data and files are purged when it ends',
  input: OpsCompanyDeleteInputSchema,
  output: OpsCompanyDeleteOutputSchema,
});
