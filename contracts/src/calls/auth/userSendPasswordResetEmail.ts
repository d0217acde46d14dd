import { z } from 'zod';
import { defineCall } from '../define-call';
import { OkSchema } from './auth-schemas';

export const userSendPasswordResetEmailCall = defineCall({
  id: 'userSendPasswordResetEmail',
  specId: 'userSendPasswordResetEmail',
  area: 'auth',
  procedure: 'userSendPasswordResetEmail',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'GET', base: '/api', paths: ['/user/SendPasswordResetEmail'], origin: 'spec' },
  silent: true,
  summary: 'Only named on the silent list; method not stated (assumed GET like /user/vip/SendPasswordResetEmail).',
  input: z.object({ email: z.string().trim().min(1).max(254) }),
  output: OkSchema,
});
