import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const v1TalkCardMomentEditCall = defineCall({
  id: 'v1TalkCardMomentEdit',
  specId: 'v1TalkCardMomentEdit',
  area: 'moment',
  procedure: 'momentEdit',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/v1/talk/card/moment/edit/{id}'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: z.object({
    id: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
