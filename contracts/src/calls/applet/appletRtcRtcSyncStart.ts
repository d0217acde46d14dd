import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

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
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
