import { defineCall } from '../define-call';
import { DeviceUserListInputSchema, DeviceUserPageSchema } from '../face/face-schemas';

export const deviceUserListCall = defineCall({
  id: 'deviceUserList',
  specId: 'deviceUserList',
  area: 'device',
  procedure: 'deviceUserList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/user/list'], origin: 'spec' },
  silent: false,
  summary: '',
  input: DeviceUserListInputSchema,
  output: DeviceUserPageSchema,
});
