import { defineCall } from '../define-call';
import { DeviceMoveInputSchema, DeviceSchema } from './device-schemas';

export const deviceCteMoveCall = defineCall({
  id: 'deviceCteMove',
  specId: null,
  area: 'device',
  procedure: 'move',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/device/cte/move'], origin: 'ours' },
  silent: false,
  summary:
    'Moves a machine to another cte project of the company: its running conversation ends, its token stays and the kiosk follows.',
  input: DeviceMoveInputSchema,
  output: DeviceSchema,
});
