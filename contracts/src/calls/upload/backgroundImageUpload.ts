import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const backgroundImageUploadCall = defineCall({
  id: 'backgroundImageUpload',
  specId: 'backgroundImageUpload',
  area: 'upload',
  procedure: 'backgroundImageUpload',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/media/background/upload'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown (possibly media/upload).',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
