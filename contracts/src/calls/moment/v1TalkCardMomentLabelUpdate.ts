import { defineCall } from '../define-call';
import { LabelUpdateInputSchema, MomentLabelSchema } from './moment-schemas';

export const v1TalkCardMomentLabelUpdateCall = defineCall({
  id: 'v1TalkCardMomentLabelUpdate',
  specId: 'v1TalkCardMomentLabelUpdate',
  area: 'moment',
  procedure: 'labelUpdate',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/v1/talk/card/moment/label/update'], origin: 'spec' },
  silent: false,
  summary: 'Renames a label',
  input: LabelUpdateInputSchema,
  output: MomentLabelSchema,
});
