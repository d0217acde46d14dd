import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const companyOemGetInfoCall = defineCall({
  id: 'companyOemGetInfo',
  specId: 'companyOemGetInfo',
  area: 'branding',
  procedure: 'getInfo',
  kind: 'query',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/company/oem/getInfo'], origin: 'spec' },
  silent: false,
  summary:
    'Probably the company white-label info: baseExtItems, webExtItems and h5ExtItems, merged flat into one object by the client (association inferred)',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
