import { defineCall } from '../define-call';
import { SessionRefInputSchema } from './talk-schemas';
import { UnspecifiedOutputSchema } from '../shared';

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
  output: UnspecifiedOutputSchema,
});
