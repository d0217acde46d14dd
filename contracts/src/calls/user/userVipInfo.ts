import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const userVipInfoCall = defineCall({
  id: 'userVipInfo',
  specId: 'userVipInfo',
  area: 'user',
  procedure: 'vipInfo',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/user/vip/info'], origin: 'spec' },
  silent: false,
  summary: 'Purpose not described; probably the current-user info (id, displayName, company{displayName, validEndTime, codeName, subscriptionServices}, phoneNumber, email, ',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
