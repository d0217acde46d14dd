import { defineCall } from '../define-call';
import { FaceSwitchInputSchema, FaceSwitchSchema } from './face-schemas';

export const faceCloseCall = defineCall({
  id: 'faceClose',
  specId: 'faceClose',
  area: 'face',
  procedure: 'faceClose',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/face/close'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown (possibly POST /device/user/close-face?projectId)',
  input: FaceSwitchInputSchema,
  output: FaceSwitchSchema,
});
