import { z } from 'zod';
import { defineCall } from '../define-call';
import { LicenceEntrySchema } from '../auth/auth-schemas';

export const talkResourceLicenseInfoCall = defineCall({
  id: 'talkResourceLicenseInfo',
  specId: 'talkResourceLicenseInfo',
  area: 'licence',
  procedure: 'licenseInfo',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/resource/license/info'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.looseObject({}),
  output: z.array(LicenceEntrySchema),
});
