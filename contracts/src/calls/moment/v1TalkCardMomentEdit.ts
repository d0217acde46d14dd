import { defineCall } from '../define-call';
import { MomentEditInputSchema, MomentSchema } from './moment-schemas';

export const v1TalkCardMomentEditCall = defineCall({
  id: 'v1TalkCardMomentEdit',
  specId: 'v1TalkCardMomentEdit',
  area: 'moment',
  procedure: 'momentEdit',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/v1/talk/card/moment/edit/{id}'], origin: 'spec' },
  silent: false,
  summary: "Edits a moment; the company's safety check applies",
  input: MomentEditInputSchema,
  output: MomentSchema,
});
