import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema } from '../shared';
import { OkSchema } from '../auth/auth-schemas';

export const exclusiveMediaDeleteBatchCall = defineCall({
  id: 'exclusiveMediaDeleteBatch',
  specId: 'exclusiveMediaDeleteBatch',
  area: 'media',
  procedure: 'deleteBatch',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/exclusive/media/deleteBatch'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/deleteBatch".',
  input: z.object({ ids: z.array(IdSchema).min(1).max(200) }),
  output: OkSchema,
});
