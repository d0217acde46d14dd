import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const vhMarketVhListWithoutMineCall = defineCall({
  id: 'vhMarketVhListWithoutMine',
  specId: 'vhMarketVhListWithoutMine',
  area: 'vhMarket',
  procedure: 'vhListWithoutMine',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/vh/market/vh-list-without-mine'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
