import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const faceDeleteCall = defineCall({
  id: 'faceDelete',
  specId: 'faceDelete',
  area: 'face',
  procedure: 'faceDelete',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/face/delete'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
