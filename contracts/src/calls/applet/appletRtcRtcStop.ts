import { defineCall } from '../define-call';
import { LiveSessionRefInputSchema, LiveSessionSchema } from '../live/live-schemas';

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
  input: LiveSessionRefInputSchema,
  output: LiveSessionSchema,
});
