import { z } from 'zod';
import { defineCall } from '../define-call';
import { NewPasswordSchema, OkSchema } from './auth-schemas';

export const userPasswordResetCall = defineCall({
  id: 'userPasswordReset',
  specId: 'userPasswordReset',
  area: 'auth',
  procedure: 'passwordReset',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/user/PasswordReset'], origin: 'spec' },
  silent: false,
  summary: 'Password group (pages /password/reset, /password/reset-expired).',
  input: z.object({ token: z.string().trim().min(1).max(200), password: NewPasswordSchema }),
  output: OkSchema,
});
