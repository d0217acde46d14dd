import { defineCall } from '../define-call';
import { MomentSchema, UpdateLabelInputSchema } from './moment-schemas';

export const talkCardMomentUpdateLabelCall = defineCall({
  id: 'talkCardMomentUpdateLabel',
  specId: 'talkCardMomentUpdateLabel',
  area: 'moment',
  procedure: 'updateLabel',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/card/moment/update-label'], origin: 'spec' },
  silent: false,
  summary: 'Sets the labels of one moment',
  input: UpdateLabelInputSchema,
  output: MomentSchema,
});
