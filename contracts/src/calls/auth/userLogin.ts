import { defineCall } from '../define-call';
import { LoginRequestSchema, LoginResultSchema } from './auth-schemas';

export const userLoginCall = defineCall({
  id: 'userLogin',
  specId: 'userLogin',
  area: 'auth',
  procedure: 'userLogin',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/user/login'], origin: 'spec' },
  silent: true,
  summary: 'Only named on the silent list; method not stated (assumed POST like /user/vip/login).',
  input: LoginRequestSchema,
  output: LoginResultSchema,
});
