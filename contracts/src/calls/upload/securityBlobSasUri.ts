import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const securityBlobSasUriCall = defineCall({
  id: 'securityBlobSasUri',
  specId: 'securityBlobSasUri',
  area: 'upload',
  procedure: 'blobSasUri',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/security/blobSasUri'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
