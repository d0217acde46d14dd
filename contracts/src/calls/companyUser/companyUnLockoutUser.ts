import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema } from '../shared';
import { OkSchema } from '../auth/auth-schemas';

export const companyUnLockoutUserCall = defineCall({
  id: 'companyUnLockoutUser',
  specId: 'companyUnLockoutUser',
  area: 'companyUser',
  procedure: 'unLockoutUser',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/company/UnLockoutUser'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({ id: IdSchema }),
  output: OkSchema,
});
