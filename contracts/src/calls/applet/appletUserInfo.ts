import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const appletUserInfoCall = defineCall({
  id: 'appletUserInfo',
  specId: 'appletUserInfo',
  area: 'applet',
  procedure: 'appletUserInfo',
  kind: 'query',
  access: 'public',
  legacy: { method: 'GET', base: '/api', paths: ['/applet/user/info'], origin: 'spec' },
  silent: false,
  summary: 'Written as "applet/user/info".',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
