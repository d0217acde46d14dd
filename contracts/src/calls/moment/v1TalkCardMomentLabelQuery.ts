import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema } from '../shared';
import { MomentLabelSchema } from './moment-schemas';

export const v1TalkCardMomentLabelQueryCall = defineCall({
  id: 'v1TalkCardMomentLabelQuery',
  specId: 'v1TalkCardMomentLabelQuery',
  area: 'moment',
  procedure: 'labelQuery',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/v1/talk/card/moment/label/query/{id}'], origin: 'spec' },
  silent: false,
  summary: 'The labels of the card {id} (a project id), in order, with their moment counts',
  input: z.object({ id: IdSchema }),
  output: z.array(MomentLabelSchema),
});
