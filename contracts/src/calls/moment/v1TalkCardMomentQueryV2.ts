import { defineCall } from '../define-call';
import { MomentPageSchema, MomentQueryInputSchema } from './moment-schemas';

export const v1TalkCardMomentQueryV2Call = defineCall({
  id: 'v1TalkCardMomentQueryV2',
  specId: 'v1TalkCardMomentQueryV2',
  area: 'moment',
  procedure: 'momentQueryV2',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/v1/talk/card/moment/query/v2'], origin: 'spec' },
  silent: false,
  summary:
    "The card's moments, pinned first, then by orderType (TIME 0 newest first, CUSTOM 1 the manager's order, PREVIOUS -1 oldest first); 20 a page",
  input: MomentQueryInputSchema,
  output: MomentPageSchema,
});
