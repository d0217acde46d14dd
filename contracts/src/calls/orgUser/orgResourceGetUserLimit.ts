import { defineCall } from '../define-call';
import { QuotaSharesSchema, UserIdInputSchema } from '../organization/org-schemas';

export const orgResourceGetUserLimitCall = defineCall({
  id: 'orgResourceGetUserLimit',
  specId: 'orgResourceGetUserLimit',
  area: 'orgUser',
  procedure: 'getUserLimit',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/org/resource/get-user-limit'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UserIdInputSchema,
  output: QuotaSharesSchema,
});
