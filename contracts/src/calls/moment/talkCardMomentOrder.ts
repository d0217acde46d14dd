import { defineCall } from '../define-call';
import { OrderInputSchema, OrderResultSchema } from './moment-schemas';

export const talkCardMomentOrderCall = defineCall({
  id: 'talkCardMomentOrder',
  specId: 'talkCardMomentOrder',
  area: 'moment',
  procedure: 'momentOrder',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/card/moment/order'], origin: 'spec' },
  silent: false,
  summary: "Sets the custom order (orderType CUSTOM 1) of the card's moments",
  input: OrderInputSchema,
  output: OrderResultSchema,
});
