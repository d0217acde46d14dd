import { z } from 'zod';
import { defineCall } from '../define-call';
import { OkSchema } from '../auth/auth-schemas';

export const userVerifyCodeByCurrentCall = defineCall({
  id: 'userVerifyCodeByCurrent',
  specId: 'userVerifyCodeByCurrent',
  area: 'user',
  procedure: 'verifyCodeByCurrent',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/user/verifyCodeByCurrent'], origin: 'spec' },
  silent: false,
  summary: 'Current-user verification and binding group.',
  input: z.object({ channel: z.enum(['email', 'sms']), code: z.string().trim().min(1).max(12) }),
  output: OkSchema,
});
