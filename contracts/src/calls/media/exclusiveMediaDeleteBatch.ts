import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

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
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
