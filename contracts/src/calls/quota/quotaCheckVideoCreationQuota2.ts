import { z } from 'zod';
import { defineCall } from '../define-call';
import { RenderResolutionSchema } from '../../constants/payment';

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
    duration: z.coerce.number().nonnegative().max(86_400_000),
    resolution: RenderResolutionSchema.default('R_1080P'),
  }),
  output: z.object({ enough: z.boolean(), required: z.number().int(), remaining: z.number().int() }),
});
