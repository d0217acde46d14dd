import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const v1TalkCardMomentLabelUpdateCall = defineCall({
  id: 'v1TalkCardMomentLabelUpdate',
  specId: 'v1TalkCardMomentLabelUpdate',
  area: 'moment',
  procedure: 'labelUpdate',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/v1/talk/card/moment/label/update'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand; method not explicit (POST assumed)',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
