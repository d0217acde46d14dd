import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const getUploadCredCall = defineCall({
  id: 'getUploadCred',
  specId: 'getUploadCred',
  area: 'upload',
  procedure: 'getUploadCred',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/get-upload-cred'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
