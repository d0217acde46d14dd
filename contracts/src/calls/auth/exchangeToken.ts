import { z } from 'zod';
import { defineCall } from '../define-call';
import { LoginResultSchema } from './auth-schemas';

export const exchangeTokenCall = defineCall({
  id: 'exchangeToken',
  specId: 'exchangeToken',
  area: 'auth',
  procedure: 'exchangeToken',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'GET', base: '/api', paths: ['/user/exchangeToken'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: z.object({ token: z.string().trim().min(1).max(200) }),
  output: LoginResultSchema,
});
