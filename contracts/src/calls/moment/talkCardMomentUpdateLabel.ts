import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const talkCardMomentUpdateLabelCall = defineCall({
  id: 'talkCardMomentUpdateLabel',
  specId: 'talkCardMomentUpdateLabel',
  area: 'moment',
  procedure: 'updateLabel',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/card/moment/update-label'], origin: 'spec' },
  silent: false,
  summary: 'Written without the /v1 prefix.',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
