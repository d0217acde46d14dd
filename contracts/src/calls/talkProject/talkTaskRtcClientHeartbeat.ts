import { defineCall } from '../define-call';
import { TalkSessionSchema } from './talk-output-schemas';
import { SessionRefInputSchema } from './talk-schemas';

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
  output: TalkSessionSchema,
});
