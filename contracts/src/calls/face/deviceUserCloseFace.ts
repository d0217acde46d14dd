import { defineCall } from '../define-call';
import { FaceSwitchInputSchema, FaceSwitchSchema } from './face-schemas';

export const deviceUserCloseFaceCall = defineCall({
  id: 'deviceUserCloseFace',
  specId: 'deviceUserCloseFace',
  area: 'face',
  procedure: 'closeFace',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/user/close-face'], origin: 'spec' },
  silent: false,
  summary: '',
  input: FaceSwitchInputSchema,
  output: FaceSwitchSchema,
});
