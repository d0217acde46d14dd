import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const mediaUploadCall = defineCall({
  id: 'mediaUpload',
  specId: 'mediaUpload',
  area: 'upload',
  procedure: 'mediaUpload',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/media/upload'], origin: 'spec' },
  silent: false,
  summary: 'Multipart',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
