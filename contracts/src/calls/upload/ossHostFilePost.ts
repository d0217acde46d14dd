import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const ossHostFilePostCall = defineCall({
  id: 'ossHostFilePost',
  specId: 'ossHostFilePost',
  area: 'upload',
  procedure: 'ossHostFilePost',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/storage', paths: ['/upload'], origin: 'ours' },
  silent: false,
  summary: 'Posted to the host returned by the upload-policy call (/oss/get-upload-cred), not under an API base',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
