import { defineCall } from '../define-call';
import { TalkSessionSchema } from './talk-output-schemas';
import { SessionStartInputSchema } from './talk-schemas';

export const talkTaskRtcSyncStartCall = defineCall({
  id: 'talkTaskRtcSyncStart',
  specId: 'talkTaskRtcSyncStart',
  area: 'talkProject',
  procedure: 'syncStart',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/task/rtc/sync/start'], origin: 'spec' },
  silent: false,
  summary: '',
  input: SessionStartInputSchema,
  output: TalkSessionSchema,
});
