import { defineCall } from '../define-call';
import { DeviceRegisterInputSchema, DeviceSchema } from './device-schemas';

export const deviceCteRegisterCall = defineCall({
  id: 'deviceCteRegister',
  specId: null,
  area: 'device',
  procedure: 'register',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/device/cte/register'], origin: 'ours' },
  silent: false,
  summary:
    'Registers a machine by serial number for a cte project, within the hardware quota (13) and CteLicense (23).',
  input: DeviceRegisterInputSchema,
  output: DeviceSchema,
});
