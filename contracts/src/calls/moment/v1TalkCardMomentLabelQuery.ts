import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const v1TalkCardMomentLabelQueryCall = defineCall({
  id: 'v1TalkCardMomentLabelQuery',
  specId: 'v1TalkCardMomentLabelQuery',
  area: 'moment',
  procedure: 'labelQuery',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/v1/talk/card/moment/label/query/{id}'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: z.object({
    id: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
