import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const recordAgreementCall = defineCall({
  id: 'recordAgreement',
  specId: 'recordAgreement',
  area: 'user',
  procedure: 'recordAgreement',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/user/agreement/record'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
