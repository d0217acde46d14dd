import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const vhMarketNewVhListCall = defineCall({
  id: 'vhMarketNewVhList',
  specId: 'vhMarketNewVhList',
  area: 'vhMarket',
  procedure: 'newVhList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/vh/market/new-vh-list'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
