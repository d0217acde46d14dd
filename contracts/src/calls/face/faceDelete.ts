import { defineCall } from '../define-call';
import { FaceIdInputSchema, FaceIdOutputSchema } from './face-schemas';

export const faceDeleteCall = defineCall({
  id: 'faceDelete',
  specId: 'faceDelete',
  area: 'face',
  procedure: 'faceDelete',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/face/delete'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown (ours). Deletes the face: photo and embedding at once.',
  input: FaceIdInputSchema,
  output: FaceIdOutputSchema,
});
