import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const userSendPasswordResetEmailCall = defineCall({
  id: 'userSendPasswordResetEmail',
  specId: 'userSendPasswordResetEmail',
  area: 'auth',
  procedure: 'userSendPasswordResetEmail',
  kind: 'query',
  access: 'public',
  legacy: { method: 'GET', base: '/api', paths: ['/user/SendPasswordResetEmail'], origin: 'spec' },
  silent: true,
  summary: 'Only named on the silent list; method not stated (assumed GET like /user/vip/SendPasswordResetEmail).',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
