import { z } from 'zod';
import { defineCall } from '../define-call';
import { PageIndexSchema, PageSizeSchema } from '../shared';
import { AvatarItemSchema } from '../vh/vh-schemas';

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
  input: z.object({ pageIndex: PageIndexSchema.default(1), pageSize: PageSizeSchema.default(3) }),
  output: z.array(AvatarItemSchema),
});
