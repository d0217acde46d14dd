import { z } from 'zod';
import { defineCall } from '../define-call';

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
  input: z.looseObject({}),
  output: z.object({ used: z.number().int(), total: z.number().int() }),
});
