import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedOutputSchema } from '../shared';

export const loginSendEmailCodeCall = defineCall({
  id: 'loginSendEmailCode',
  specId: 'loginSendEmailCode',
  area: 'auth',
  procedure: 'loginSendEmailCode',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/user/modal/sendEmailCode'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown (send email code in the login modal)',
  input: z.object({
    email: z.string().trim().min(1).max(254),
  }),
  output: UnspecifiedOutputSchema,
});
