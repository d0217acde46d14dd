import { defineCall } from '../define-call';
import { OpsCompanyIdInputSchema, OpsOkSchema } from './ops-schemas';

export const opsCompanyResumeCall = defineCall({
  id: 'opsCompanyResume',
  specId: null,
  area: 'ops',
  procedure: 'companyResume',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/company/resume'], origin: 'ours' },
  silent: false,
  summary: 'Lifts a suspension',
  input: OpsCompanyIdInputSchema,
  output: OpsOkSchema,
});
