import { z } from 'zod';
import { defineCall } from '../define-call';
import { LoginResultSchema } from './auth-schemas';

export const exchangeAuthCodeCall = defineCall({
  id: 'exchangeAuthCode',
  specId: 'exchangeAuthCode',
  area: 'auth',
  procedure: 'exchangeAuthCode',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/user/exchangeAuthCode'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: z.object({ authCode: z.string().trim().min(1).max(512) }),
  output: LoginResultSchema,
});
