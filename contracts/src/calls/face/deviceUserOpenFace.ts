import { defineCall } from '../define-call';
import { FaceSwitchInputSchema, FaceSwitchSchema } from './face-schemas';

export const deviceUserOpenFaceCall = defineCall({
  id: 'deviceUserOpenFace',
  specId: 'deviceUserOpenFace',
  area: 'face',
  procedure: 'openFace',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/user/open-face'], origin: 'spec' },
  silent: false,
  summary: '',
  input: FaceSwitchInputSchema,
  output: FaceSwitchSchema,
});
