import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const companyInitProgressCall = defineCall({
  id: 'companyInitProgress',
  specId: 'companyInitProgress',
  area: 'company',
  procedure: 'initProgress',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/company/initProgress'], origin: 'spec' },
  silent: false,
  summary: 'Purpose not described.',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
