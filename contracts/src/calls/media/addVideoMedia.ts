import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const addVideoMediaCall = defineCall({
  id: 'addVideoMedia',
  specId: 'addVideoMedia',
  area: 'media',
  procedure: 'addVideoMedia',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/add-video-media'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
