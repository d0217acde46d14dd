import { z } from 'zod';
import { defineCall } from '../define-call';
import { OpsCompanyCreateInputSchema } from './ops-schemas';

export const opsCompanyCreateCall = defineCall({
  id: 'opsCompanyCreate',
  specId: null,
  area: 'ops',
  procedure: 'companyCreate',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/company/create'], origin: 'ours' },
  silent: false,
  summary: 'Creates a company and its first super administrator, who gets an activation e-mail',
  input: OpsCompanyCreateInputSchema,
  output: z.object({ companyId: z.string(), userId: z.string() }),
});
