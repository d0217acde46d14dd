import { defineCall } from '../define-call';
import { DeviceRefInputSchema, DeviceRefOutputSchema } from './device-schemas';

export const deviceCteRevokeCall = defineCall({
  id: 'deviceCteRevoke',
  specId: null,
  area: 'device',
  procedure: 'revoke',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/device/cte/revoke'], origin: 'ours' },
  silent: false,
  summary: "Revokes a device's token: the kiosk's next call is refused and its sessions end now.",
  input: DeviceRefInputSchema,
  output: DeviceRefOutputSchema,
});
