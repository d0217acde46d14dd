import { defineCall } from '../define-call';
import { FaceSwitchInputSchema, FaceSwitchSchema } from './face-schemas';

export const deviceUserFaceSwitchCall = defineCall({
  id: 'deviceUserFaceSwitch',
  specId: 'deviceUserFaceSwitch',
  area: 'face',
  procedure: 'faceSwitch',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/device/user/face-switch'], origin: 'spec' },
  silent: false,
  summary: '',
  input: FaceSwitchInputSchema,
  output: FaceSwitchSchema,
});
