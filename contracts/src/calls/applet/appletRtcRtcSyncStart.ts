import { defineCall } from '../define-call';
import { LiveSessionSchema, LiveSessionStartInputSchema } from '../live/live-schemas';

export const appletRtcRtcSyncStartCall = defineCall({
  id: 'appletRtcRtcSyncStart',
  specId: 'appletRtcRtcSyncStart',
  area: 'applet',
  procedure: 'syncStart',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/applet/rtc/rtc/sync/start'], origin: 'spec' },
  silent: false,
  summary: '',
  input: LiveSessionStartInputSchema,
  output: LiveSessionSchema,
});
