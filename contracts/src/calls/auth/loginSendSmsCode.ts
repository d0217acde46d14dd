import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedOutputSchema } from '../shared';

export const loginSendSmsCodeCall = defineCall({
  id: 'loginSendSmsCode',
  specId: 'loginSendSmsCode',
  area: 'auth',
  procedure: 'loginSendSmsCode',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/user/modal/sendSmsCode'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown (send sms code in the login modal)',
  input: z.object({
    phone: z.string().trim().min(1).max(32),
  }),
  output: UnspecifiedOutputSchema,
});
