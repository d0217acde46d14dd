import { z } from 'zod';
import { defineCall } from '../define-call';
import { LoginResultSchema } from './auth-schemas';

export const userLoginWithTokenCall = defineCall({
  id: 'userLoginWithToken',
  specId: 'userLoginWithToken',
  area: 'auth',
  procedure: 'loginWithToken',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'GET', base: '/api', paths: ['/user/loginWithToken'], origin: 'spec' },
  silent: false,
  summary: 'Written as /user/loginWithToken?token',
  input: z.object({ token: z.string().trim().min(1).max(200) }),
  output: LoginResultSchema,
});
