import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema } from '../shared';
import { OkSchema } from '../auth/auth-schemas';

export const userSendConfirmationEmailCall = defineCall({
  id: 'userSendConfirmationEmail',
  specId: 'userSendConfirmationEmail',
  area: 'companyUser',
  procedure: 'sendConfirmationEmail',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/user/SendConfirmationEmail'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({ id: IdSchema }),
  output: OkSchema,
});
