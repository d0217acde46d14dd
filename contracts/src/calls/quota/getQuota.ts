import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedInputSchema } from '../shared';
import { QuotaEntrySchema } from '../auth/auth-schemas';

export const getQuotaCall = defineCall({
  id: 'getQuota',
  specId: 'getQuota',
  area: 'quota',
  procedure: 'getQuota',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/quota/current'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: UnspecifiedInputSchema,
  output: z.array(QuotaEntrySchema),
});
