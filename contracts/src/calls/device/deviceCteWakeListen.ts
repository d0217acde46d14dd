import { defineCall } from '../define-call';
import { WakeListenInputSchema, WakeListenOutputSchema } from './device-schemas';

export const deviceCteWakeListenCall = defineCall({
  id: 'deviceCteWakeListen',
  specId: null,
  area: 'device',
  procedure: 'wakeListen',
  kind: 'mutation',
  access: 'device',
  legacy: { method: 'POST', base: '/api', paths: ['/device/cte/open/wake-listen'], origin: 'ours' },
  silent: true,
  summary: "One utterance heard while asleep: transcribed and matched by pinyin against the project's wake words.",
  input: WakeListenInputSchema,
  output: WakeListenOutputSchema,
});
