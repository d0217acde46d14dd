import { z } from 'zod';
import { defineCall } from '../define-call';
import { OkSchema } from '../auth/auth-schemas';

export const userBindEmailCall = defineCall({
  id: 'userBindEmail',
  specId: 'userBindEmail',
  area: 'user',
  procedure: 'bindEmail',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/user/bindEmail'], origin: 'spec' },
  silent: false,
  summary: 'Current-user verification and binding group.',
  input: z.object({ email: z.string().trim().min(1).max(254), code: z.string().trim().min(1).max(12) }),
  output: OkSchema,
});
