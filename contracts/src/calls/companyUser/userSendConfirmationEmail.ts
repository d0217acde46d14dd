import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const userSendConfirmationEmailCall = defineCall({
  id: 'userSendConfirmationEmail',
  specId: 'userSendConfirmationEmail',
  area: 'companyUser',
  procedure: 'sendConfirmationEmail',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/user/SendConfirmationEmail'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    id: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
