import { defineCall } from '../define-call';
import { MediaPageSchema, MediaQueryBatchSchema } from '../media/media-schemas';

export const exclusiveMediaQueryBatchCall = defineCall({
  id: 'exclusiveMediaQueryBatch',
  specId: 'exclusiveMediaQueryBatch',
  area: 'media',
  procedure: 'exclusiveMediaQueryBatch',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/exclusive/media/queryBatch'], origin: 'spec' },
  silent: false,
  summary: '',
  input: MediaQueryBatchSchema,
  output: MediaPageSchema,
});
