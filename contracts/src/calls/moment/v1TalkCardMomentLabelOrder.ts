import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const v1TalkCardMomentLabelOrderCall = defineCall({
  id: 'v1TalkCardMomentLabelOrder',
  specId: 'v1TalkCardMomentLabelOrder',
  area: 'moment',
  procedure: 'labelOrder',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/v1/talk/card/moment/label/order'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
