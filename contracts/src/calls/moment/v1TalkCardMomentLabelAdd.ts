import { defineCall } from '../define-call';
import { LabelAddInputSchema, MomentLabelSchema } from './moment-schemas';

export const v1TalkCardMomentLabelAddCall = defineCall({
  id: 'v1TalkCardMomentLabelAdd',
  specId: 'v1TalkCardMomentLabelAdd',
  area: 'moment',
  procedure: 'labelAdd',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/v1/talk/card/moment/label/add'], origin: 'spec' },
  silent: false,
  summary: 'Adds a label to the card (at most 20, names unique per card)',
  input: LabelAddInputSchema,
  output: MomentLabelSchema,
});
