import { defineCall } from '../define-call';
import { MarketTipSchema, PersonaBizIdSchema } from '../vh/vh-schemas';

export const vhMarketGetTipCall = defineCall({
  id: 'vhMarketGetTip',
  specId: 'vhMarketGetTip',
  area: 'vhMarket',
  procedure: 'getTip',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/vh/market/get-tip'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: PersonaBizIdSchema,
  output: MarketTipSchema,
});
