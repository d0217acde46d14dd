import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const companyGetSubKeyNotGeneIfNoneCall = defineCall({
  id: 'companyGetSubKeyNotGeneIfNone',
  specId: 'companyGetSubKeyNotGeneIfNone',
  area: 'company',
  procedure: 'getSubKeyNotGeneIfNone',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/company/getSubKey_notGeneIfNone'], origin: 'spec' },
  silent: false,
  summary: 'Company subscription key, not generated if none (doc 002 lists it with the SDK and open API calls).',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
