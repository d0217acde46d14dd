import { defineCall } from '../define-call';
import { TalkSessionSchema } from './talk-output-schemas';
import { SessionStartInputSchema } from './talk-schemas';

export const talkTaskRtcSyncClientStartCall = defineCall({
  id: 'talkTaskRtcSyncClientStart',
  specId: 'talkTaskRtcSyncClientStart',
  area: 'talkProject',
  procedure: 'clientStart',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/task/rtc/sync/client/start'], origin: 'spec' },
  silent: false,
  summary: '',
  input: SessionStartInputSchema,
  output: TalkSessionSchema,
});
