import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const vhRmGetLicenseAndRightsCall = defineCall({
  id: 'vhRmGetLicenseAndRights',
  specId: 'vhRmGetLicenseAndRights',
  area: 'licence',
  procedure: 'getLicenseAndRights',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/vh/rm/get-license-and-rights'], origin: 'spec' },
  silent: false,
  summary: 'Licence config (000 §3): appId 21..24, status valid/overdue/not valid, endTime',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
