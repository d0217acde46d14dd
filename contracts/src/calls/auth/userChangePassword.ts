import { z } from 'zod';
import { defineCall } from '../define-call';
import { NewPasswordSchema, OkSchema } from './auth-schemas';

export const userChangePasswordCall = defineCall({
  id: 'userChangePassword',
  specId: 'userChangePassword',
  area: 'auth',
  procedure: 'changePassword',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/user/ChangePassword'], origin: 'spec' },
  silent: true,
  summary: 'Password group; on the silent list.',
  input: z.object({ oldPassword: z.string().min(1).max(128), newPassword: NewPasswordSchema }),
  output: OkSchema,
});
