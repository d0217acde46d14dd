import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema } from '../shared';
import { OkSchema } from '../auth/auth-schemas';

export const companyLockoutUserCall = defineCall({
  id: 'companyLockoutUser',
  specId: 'companyLockoutUser',
  area: 'companyUser',
  procedure: 'lockoutUser',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/company/LockoutUser'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({ id: IdSchema }),
  output: OkSchema,
});
