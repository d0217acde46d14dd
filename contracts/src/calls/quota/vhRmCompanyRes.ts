import { z } from 'zod';
import { defineCall } from '../define-call';
import { QuotaEntrySchema } from '../auth/auth-schemas';

export const vhRmCompanyResCall = defineCall({
  id: 'vhRmCompanyRes',
  specId: 'vhRmCompanyRes',
  area: 'quota',
  procedure: 'companyRes',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/vh/rm/company-res'], origin: 'spec' },
  silent: false,
  summary: 'Purpose not described (company resources).',
  input: z.looseObject({}),
  output: z.array(QuotaEntrySchema),
});
