import { LiveSessionRefInputSchema, LiveSessionSchema } from './live-schemas';
import { defineCall } from '../define-call';

export const liveHeartbeatCall = defineCall({
  id: 'liveHeartbeat',
  specId: null,
  area: 'live',
  procedure: 'heartbeat',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/applet/rtc/rtc/heartbeat'], origin: 'ours' },
  silent: false,
  summary: "A visitor session's heartbeat: keeps the seat and charges each started minute",
  input: LiveSessionRefInputSchema,
  output: LiveSessionSchema,
});
