import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const vhMarketVhQuotaCall = defineCall({
  id: 'vhMarketVhQuota',
  specId: 'vhMarketVhQuota',
  area: 'vhMarket',
  procedure: 'vhQuota',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/vh/market/vh-quota'], origin: 'spec' },
  silent: false,
  summary: 'Sent with a random cache-buster query parameter (name not shown)',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
