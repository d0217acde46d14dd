import { defineCall } from '../define-call';
import { LoginRequestSchema, LoginResultSchema } from './auth-schemas';

export const loginSubmitCall = defineCall({
  id: 'loginSubmit',
  specId: 'loginSubmit',
  area: 'auth',
  procedure: 'loginSubmit',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/user/modal/login'], origin: 'ours' },
  // Ours: the login modal shows this call's errors beside its fields, like vipLogin (000 §8).
  silent: true,
  summary: 'Path not shown (the login modal/page login)',
  input: LoginRequestSchema,
  output: LoginResultSchema,
});
