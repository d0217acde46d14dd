import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const deviceUserUploadCall = defineCall({
  id: 'deviceUserUpload',
  specId: 'deviceUserUpload',
  area: 'device',
  procedure: 'deviceUserUpload',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/user/upload'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
