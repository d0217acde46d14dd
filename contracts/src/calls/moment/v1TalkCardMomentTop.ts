import { defineCall } from '../define-call';
import { MomentSchema, MomentTopInputSchema } from './moment-schemas';

export const v1TalkCardMomentTopCall = defineCall({
  id: 'v1TalkCardMomentTop',
  specId: 'v1TalkCardMomentTop',
  area: 'moment',
  procedure: 'momentTop',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/v1/talk/card/moment/top/{id}'], origin: 'spec' },
  silent: false,
  summary: 'Pins a moment to the top of the feed, or unpins it (absent `top` toggles)',
  input: MomentTopInputSchema,
  output: MomentSchema,
});
