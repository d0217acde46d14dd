import { defineCall } from '../define-call';
import { FaceIdInputSchema, FaceIdOutputSchema } from '../face/face-schemas';

export const deviceUserDeleteCall = defineCall({
  id: 'deviceUserDelete',
  specId: 'deviceUserDelete',
  area: 'device',
  procedure: 'deviceUserDelete',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/user/delete/{id}'], origin: 'spec' },
  silent: false,
  summary: '',
  input: FaceIdInputSchema,
  output: FaceIdOutputSchema,
});
