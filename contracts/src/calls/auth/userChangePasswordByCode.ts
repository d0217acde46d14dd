import { z } from 'zod';
import { defineCall } from '../define-call';
import { NewPasswordSchema, OkSchema } from './auth-schemas';

export const userChangePasswordByCodeCall = defineCall({
  id: 'userChangePasswordByCode',
  specId: 'userChangePasswordByCode',
  area: 'auth',
  procedure: 'changePasswordByCode',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/user/changePasswordByCode'], origin: 'spec' },
  silent: false,
  summary: 'Password group; change password with a verification code.',
  input: z.object({
    channel: z.enum(['email', 'sms']),
    code: z.string().trim().min(1).max(12),
    newPassword: NewPasswordSchema,
  }),
  output: OkSchema,
});
