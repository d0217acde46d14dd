import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const v1TalkCardMomentTopCall = defineCall({
  id: 'v1TalkCardMomentTop',
  specId: 'v1TalkCardMomentTop',
  area: 'moment',
  procedure: 'momentTop',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/v1/talk/card/moment/top/{id}'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: z.object({
    id: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
