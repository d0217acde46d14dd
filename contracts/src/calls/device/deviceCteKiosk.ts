import { defineCall } from '../define-call';
import { KioskInputSchema, KioskOutputSchema } from './device-schemas';

export const deviceCteKioskCall = defineCall({
  id: 'deviceCteKiosk',
  specId: null,
  area: 'device',
  procedure: 'kiosk',
  kind: 'query',
  access: 'device',
  legacy: { method: 'GET', base: '/api', paths: ['/device/cte/open/kiosk'], origin: 'ours' },
  silent: true,
  summary: "The kiosk's own settings (wake words, recogniser); polled, so a revoked token ends the page.",
  input: KioskInputSchema,
  output: KioskOutputSchema,
});
