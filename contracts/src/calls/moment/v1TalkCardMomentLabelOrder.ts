import { defineCall } from '../define-call';
import { OrderInputSchema, OrderResultSchema } from './moment-schemas';

export const v1TalkCardMomentLabelOrderCall = defineCall({
  id: 'v1TalkCardMomentLabelOrder',
  specId: 'v1TalkCardMomentLabelOrder',
  area: 'moment',
  procedure: 'labelOrder',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/v1/talk/card/moment/label/order'], origin: 'spec' },
  silent: false,
  summary: "Sets the order of the card's labels",
  input: OrderInputSchema,
  output: OrderResultSchema,
});
