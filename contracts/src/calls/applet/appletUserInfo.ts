import { defineCall } from '../define-call';
import { AppletUserInfoSchema, CardVisitorInputSchema } from './card-schemas';

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
  input: CardVisitorInputSchema,
  output: AppletUserInfoSchema,
});
