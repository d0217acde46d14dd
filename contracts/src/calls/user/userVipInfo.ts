import { defineCall } from '../define-call';
import { UnspecifiedInputSchema } from '../shared';
import { CurrentUserViewSchema } from '../auth/auth-schemas';

export const userVipInfoCall = defineCall({
  id: 'userVipInfo',
  specId: 'userVipInfo',
  area: 'user',
  procedure: 'vipInfo',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/user/vip/info'], origin: 'spec' },
  silent: false,
  summary:
    'Purpose not described; probably the current-user info (id, displayName, company{displayName, validEndTime, codeName, subscriptionServices}, phoneNumber, email, ',
  input: UnspecifiedInputSchema,
  output: CurrentUserViewSchema,
});
