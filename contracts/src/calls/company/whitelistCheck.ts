import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const whitelistCheckCall = defineCall({
  id: 'whitelistCheck',
  specId: 'whitelistCheck',
  area: 'company',
  procedure: 'whitelistCheck',
  kind: 'query',
  access: 'public',
  legacy: { method: 'GET', base: '/api', paths: ['/whitelist/check'], origin: 'spec' },
  silent: false,
  summary: 'Listed under "Company" in doc 000 and under licences/quotas/branding in doc 002; purpose not described.',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
