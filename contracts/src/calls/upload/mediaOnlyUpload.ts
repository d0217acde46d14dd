import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const mediaOnlyUploadCall = defineCall({
  id: 'mediaOnlyUpload',
  specId: 'mediaOnlyUpload',
  area: 'upload',
  procedure: 'onlyUpload',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/media/onlyUpload'], origin: 'spec' },
  silent: false,
  summary: 'Multipart',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
