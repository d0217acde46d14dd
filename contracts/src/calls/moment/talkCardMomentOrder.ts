import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const talkCardMomentOrderCall = defineCall({
  id: 'talkCardMomentOrder',
  specId: 'talkCardMomentOrder',
  area: 'moment',
  procedure: 'momentOrder',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/card/moment/order'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "and /order"; written without the /v1 prefix',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
