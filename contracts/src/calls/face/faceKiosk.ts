import { defineCall } from '../define-call';
import { FaceKioskInputSchema, FaceKioskOutputSchema } from './face-schemas';

export const faceKioskCall = defineCall({
  id: 'faceKiosk',
  specId: null,
  area: 'face',
  procedure: 'faceKiosk',
  kind: 'query',
  access: 'device',
  legacy: { method: 'GET', base: '/api', paths: ['/device/cte/open/face-state'], origin: 'ours' },
  silent: true,
  summary: 'Whether the kiosk watches for faces: the switch of its project and how many faces are enrolled.',
  input: FaceKioskInputSchema,
  output: FaceKioskOutputSchema,
});
