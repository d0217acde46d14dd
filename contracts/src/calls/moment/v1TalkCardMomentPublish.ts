import { defineCall } from '../define-call';
import { MomentPublishInputSchema, MomentSchema } from './moment-schemas';

export const v1TalkCardMomentPublishCall = defineCall({
  id: 'v1TalkCardMomentPublish',
  specId: 'v1TalkCardMomentPublish',
  area: 'moment',
  procedure: 'momentPublish',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/v1/talk/card/moment/publish'], origin: 'spec' },
  silent: false,
  summary:
    "Publishes a moment (text, up to 9 library images, one library video) to a card; the company's safety check applies",
  input: MomentPublishInputSchema,
  output: MomentSchema,
});
