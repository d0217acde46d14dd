import { defineCall } from '../define-call';
import { TalkSessionSchema } from './talk-output-schemas';
import { SessionRefInputSchema } from './talk-schemas';

export const talkTaskRtcClientStopCall = defineCall({
  id: 'talkTaskRtcClientStop',
  specId: 'talkTaskRtcClientStop',
  area: 'talkProject',
  procedure: 'clientStop',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/task/rtc/client/stop'], origin: 'spec' },
  silent: false,
  summary: '',
  input: SessionRefInputSchema,
  output: TalkSessionSchema,
});
