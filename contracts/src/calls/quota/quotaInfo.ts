import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedInputSchema } from '../shared';
import { QuotaEntrySchema } from '../auth/auth-schemas';

export const quotaInfoCall = defineCall({
  id: 'quotaInfo',
  specId: 'quotaInfo',
  area: 'quota',
  procedure: 'quotaInfo',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/quota/info/'], origin: 'spec' },
  silent: false,
  summary: 'Trailing slash as written in both documents',
  input: UnspecifiedInputSchema,
  output: z.array(QuotaEntrySchema),
});
