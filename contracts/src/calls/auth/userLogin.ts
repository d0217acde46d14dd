import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const userLoginCall = defineCall({
  id: 'userLogin',
  specId: 'userLogin',
  area: 'auth',
  procedure: 'userLogin',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/user/login'], origin: 'spec' },
  silent: true,
  summary: 'Only named on the silent list; method not stated (assumed POST like /user/vip/login).',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
