import { defineCall } from '../define-call';
import { DeviceUserEditInputSchema, DeviceUserSchema } from '../face/face-schemas';

export const deviceUserEditCall = defineCall({
  id: 'deviceUserEdit',
  specId: 'deviceUserEdit',
  area: 'device',
  procedure: 'deviceUserEdit',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/user/edit/{id}'], origin: 'spec' },
  silent: false,
  summary: '',
  input: DeviceUserEditInputSchema,
  output: DeviceUserSchema,
});
