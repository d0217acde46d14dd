import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedInputSchema } from '../shared';
import { CustomizeRightsSchema, LicenceEntrySchema } from '../auth/auth-schemas';

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
  output: z.object({ licenses: z.array(LicenceEntrySchema), customizeRights: CustomizeRightsSchema }),
});
