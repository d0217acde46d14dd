import { defineCall } from '../define-call';
import { DeviceUserAddInputSchema, DeviceUserSchema } from '../face/face-schemas';

export const deviceUserAddCall = defineCall({
  id: 'deviceUserAdd',
  specId: 'deviceUserAdd',
  area: 'device',
  procedure: 'deviceUserAdd',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/user/add'], origin: 'spec' },
  silent: false,
  summary: 'Enrols a person: name, tags, greeting, one photo with exactly one face, and consent.',
  input: DeviceUserAddInputSchema,
  output: DeviceUserSchema,
});
