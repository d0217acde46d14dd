import { z } from 'zod';
import { defineCall } from '../define-call';
import { OkSchema } from '../auth/auth-schemas';

export const userBindPhoneCall = defineCall({
  id: 'userBindPhone',
  specId: 'userBindPhone',
  area: 'user',
  procedure: 'bindPhone',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/user/bindPhone'], origin: 'spec' },
  silent: false,
  summary: 'Current-user verification and binding group.',
  input: z.object({
    phone: z.string().trim().min(1).max(32),
    countryCode: z.string().trim().max(6).optional(),
    code: z.string().trim().min(1).max(12),
  }),
  output: OkSchema,
});
