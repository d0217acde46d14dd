import { defineCall } from '../define-call';
import { MediaPageSchema, MediaQueryBatchSchema } from '../media/media-schemas';

export const mediaQueryBatchCall = defineCall({
  id: 'mediaQueryBatch',
  specId: 'mediaQueryBatch',
  area: 'media',
  procedure: 'mediaQueryBatch',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/media/queryBatch'], origin: 'spec' },
  silent: false,
  summary:
    'Doc 001 (and doc 002, without a path) describe the media library batch list payload; associating it with this path is an inference',
  input: MediaQueryBatchSchema,
  output: MediaPageSchema,
});
