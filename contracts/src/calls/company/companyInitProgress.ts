import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedInputSchema } from '../shared';

export const companyInitProgressCall = defineCall({
  id: 'companyInitProgress',
  specId: 'companyInitProgress',
  area: 'company',
  procedure: 'initProgress',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/company/initProgress'], origin: 'spec' },
  silent: false,
  summary: 'Purpose not described.',
  input: UnspecifiedInputSchema,
  output: z.object({ progress: z.number().int().min(0).max(100), vhListReady: z.boolean() }),
});
