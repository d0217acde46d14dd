import { z } from 'zod';
import { defineCall } from '../define-call';
import { OkSchema } from './auth-schemas';

export const userVipSendPasswordResetEmailCall = defineCall({
  id: 'userVipSendPasswordResetEmail',
  specId: 'userVipSendPasswordResetEmail',
  area: 'auth',
  procedure: 'vipSendPasswordResetEmail',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'GET', base: '/api', paths: ['/user/vip/SendPasswordResetEmail'], origin: 'spec' },
  silent: true,
  summary:
    'Written as ?email in doc 000; doc 002 (company-user administration, the "reset-mail" action) says the address is passed as query',
  input: z.object({ email: z.string().trim().min(1).max(254) }),
  output: OkSchema,
});
