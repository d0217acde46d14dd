import { z } from 'zod';
import { defineCall } from '../define-call';
import { NewPasswordSchema, OkSchema } from './auth-schemas';

export const userEmailConfirmAddCreatePasswordCall = defineCall({
  id: 'userEmailConfirmAddCreatePassword',
  specId: 'userEmailConfirmAddCreatePassword',
  area: 'auth',
  procedure: 'emailConfirmAddCreatePassword',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/user/EmailConfirmAddCreatePassword'], origin: 'spec' },
  silent: false,
  summary:
    'Password group (create password after e-mail confirmation; pages /password/create, /password/create-expired).',
  input: z.object({ token: z.string().trim().min(1).max(200), password: NewPasswordSchema }),
  output: OkSchema,
});
