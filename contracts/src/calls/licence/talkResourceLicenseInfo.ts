import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

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
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
