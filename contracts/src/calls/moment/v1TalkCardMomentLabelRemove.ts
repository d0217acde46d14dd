import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const v1TalkCardMomentLabelRemoveCall = defineCall({
  id: 'v1TalkCardMomentLabelRemove',
  specId: 'v1TalkCardMomentLabelRemove',
  area: 'moment',
  procedure: 'labelRemove',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/v1/talk/card/moment/label/remove/{id}'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand; method not explicit (follows the GET label/query item; POST assumed)',
  input: z.object({
    id: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
