import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema } from '../shared';
import { OkSchema } from '../auth/auth-schemas';

export const companyDeleteUserCall = defineCall({
  id: 'companyDeleteUser',
  specId: 'companyDeleteUser',
  area: 'companyUser',
  procedure: 'deleteUser',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/company/DeleteUser'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({ userId: IdSchema }),
  output: OkSchema,
});
