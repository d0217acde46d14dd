import { defineCall } from '../define-call';
import { FaceSwitchInputSchema, FaceSwitchSchema } from './face-schemas';

export const faceOpenCall = defineCall({
  id: 'faceOpen',
  specId: 'faceOpen',
  area: 'face',
  procedure: 'faceOpen',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/face/open'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown (possibly POST /device/user/open-face?projectId)',
  input: FaceSwitchInputSchema,
  output: FaceSwitchSchema,
});
