import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const userVipLoginCall = defineCall({
  id: 'userVipLogin',
  specId: 'userVipLogin',
  area: 'auth',
  procedure: 'vipLogin',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/user/vip/login'], origin: 'spec' },
  silent: true,
  summary: 'On the silent list',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
