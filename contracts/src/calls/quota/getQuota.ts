import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const getQuotaCall = defineCall({
  id: 'getQuota',
  specId: 'getQuota',
  area: 'quota',
  procedure: 'getQuota',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/quota/current'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
