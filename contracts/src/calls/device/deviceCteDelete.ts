import { defineCall } from '../define-call';
import { DeviceRefInputSchema, DeviceRefOutputSchema } from './device-schemas';

export const deviceCteDeleteCall = defineCall({
  id: 'deviceCteDelete',
  specId: null,
  area: 'device',
  procedure: 'remove',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/device/cte/delete'], origin: 'ours' },
  silent: false,
  summary: 'Deletes a machine: its token stops working and its hardware quota unit is given back.',
  input: DeviceRefInputSchema,
  output: DeviceRefOutputSchema,
});
