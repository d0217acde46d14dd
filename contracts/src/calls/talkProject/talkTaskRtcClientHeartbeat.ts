import { defineCall } from '../define-call';
import { SessionRefInputSchema } from './talk-schemas';
import { UnspecifiedOutputSchema } from '../shared';

export const talkTaskRtcClientHeartbeatCall = defineCall({
  id: 'talkTaskRtcClientHeartbeat',
  specId: 'talkTaskRtcClientHeartbeat',
  area: 'talkProject',
  procedure: 'heartbeat',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/task/rtc/client/heartbeat'], origin: 'spec' },
  silent: false,
  summary: '',
  input: SessionRefInputSchema,
  output: UnspecifiedOutputSchema,
});
