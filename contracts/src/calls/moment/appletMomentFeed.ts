import { defineCall } from '../define-call';
import { CardMomentFeedInputSchema, CardMomentFeedSchema } from './moment-schemas';

export const appletMomentFeedCall = defineCall({
  id: 'appletMomentFeed',
  specId: null,
  area: 'moment',
  procedure: 'cardFeed',
  kind: 'query',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/applet/moment/page'], origin: 'ours' },
  silent: false,
  summary:
    "The visitor's view of a card's moments (issue 30): through the card gate, pinned first, then newest, 20 a page, optionally one label's; with the card's labels",
  input: CardMomentFeedInputSchema,
  output: CardMomentFeedSchema,
});
