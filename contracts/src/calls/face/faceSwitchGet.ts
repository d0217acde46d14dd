import { defineCall } from '../define-call';
import { FaceSwitchInputSchema, FaceSwitchSchema } from './face-schemas';

export const faceSwitchGetCall = defineCall({
  id: 'faceSwitchGet',
  specId: 'faceSwitchGet',
  area: 'face',
  procedure: 'faceSwitchGet',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/device/face/switch'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown (possibly GET /device/user/face-switch?projectId)',
  input: FaceSwitchInputSchema,
  output: FaceSwitchSchema,
});
