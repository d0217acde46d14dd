import { defineCall } from '../define-call';
import { TalkSessionSchema } from './talk-output-schemas';
import { SessionRefInputSchema } from './talk-schemas';

export const talkTaskRtcStopCall = defineCall({
  id: 'talkTaskRtcStop',
  specId: 'talkTaskRtcStop',
  area: 'talkProject',
  procedure: 'rtcStop',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/task/rtc/stop'], origin: 'spec' },
  silent: false,
  summary: '',
  input: SessionRefInputSchema,
  output: TalkSessionSchema,
});
