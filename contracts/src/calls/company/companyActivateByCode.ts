import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedOutputSchema } from '../shared';

export const companyActivateByCodeCall = defineCall({
  id: 'companyActivateByCode',
  specId: 'companyActivateByCode',
  area: 'company',
  procedure: 'activateByCode',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/company/activateByCode'], origin: 'spec' },
  silent: false,
  summary: 'Written as ?code&companyName',
  input: z.object({
    code: z.string().trim().max(64),
    companyName: z.string().trim().max(100),
  }),
  output: UnspecifiedOutputSchema,
});
