import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const v1TalkCardMomentPublishCall = defineCall({
  id: 'v1TalkCardMomentPublish',
  specId: 'v1TalkCardMomentPublish',
  area: 'moment',
  procedure: 'momentPublish',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/v1/talk/card/moment/publish'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
