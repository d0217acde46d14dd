import { defineCall } from '../define-call';
import { LoginRequestSchema, LoginResultSchema } from './auth-schemas';

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
  input: LoginRequestSchema,
  output: LoginResultSchema,
});
