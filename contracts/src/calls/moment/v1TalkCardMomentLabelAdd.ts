import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const v1TalkCardMomentLabelAddCall = defineCall({
  id: 'v1TalkCardMomentLabelAdd',
  specId: 'v1TalkCardMomentLabelAdd',
  area: 'moment',
  procedure: 'labelAdd',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/v1/talk/card/moment/label/add'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand (label endpoints taken as relative to /v1/talk/card/moment/)',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
