import { z } from 'zod';
import { defineCall } from '../define-call';
import { LoginResultSchema } from './auth-schemas';

export const userLoginByAuthCall = defineCall({
  id: 'userLoginByAuth',
  specId: 'userLoginByAuth',
  area: 'auth',
  procedure: 'loginByAuth',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/user/loginByAuth'], origin: 'spec' },
  silent: false,
  summary: 'Probably the authCode exchange of /code; doc 000 also lists "exchange authCode" with path not shown.',
  input: z.object({
    authCode: z.string().trim().min(1).max(512),
    authSource: z.string().trim().max(64).optional(),
    loginMethod: z.literal(1).default(1),
  }),
  output: LoginResultSchema,
});
