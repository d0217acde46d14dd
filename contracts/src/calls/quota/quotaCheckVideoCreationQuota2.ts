import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedOutputSchema } from '../shared';

export const quotaCheckVideoCreationQuota2Call = defineCall({
  id: 'quotaCheckVideoCreationQuota2',
  specId: 'quotaCheckVideoCreationQuota2',
  area: 'quota',
  procedure: 'checkVideoCreationQuota2',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/quota/checkVideoCreationQuota2'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    duration: z.number().nonnegative(),
  }),
  output: UnspecifiedOutputSchema,
});
