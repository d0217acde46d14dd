import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const appletRtcRtcStopCall = defineCall({
  id: 'appletRtcRtcStop',
  specId: 'appletRtcRtcStop',
  area: 'applet',
  procedure: 'rtcStop',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/applet/rtc/rtc/stop'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
