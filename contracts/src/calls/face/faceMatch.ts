import { defineCall } from '../define-call';
import { FaceMatchInputSchema, FaceMatchOutputSchema } from './face-schemas';

export const faceMatchCall = defineCall({
  id: 'faceMatch',
  specId: null,
  area: 'face',
  procedure: 'faceMatch',
  kind: 'mutation',
  access: 'device',
  legacy: { method: 'POST', base: '/api', paths: ['/device/cte/open/face-match'], origin: 'ours' },
  silent: true,
  summary:
    "A kiosk's face embedding (computed on the device: no image is sent) matched against its own project's enrolled faces.",
  input: FaceMatchInputSchema,
  output: FaceMatchOutputSchema,
});
