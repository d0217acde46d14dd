import { z } from 'zod';
import { defineCall } from '../define-call';
import { AvatarItemSchema } from '../vh/vh-schemas';

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
  input: z.object({ industry: z.string().trim().max(64).optional(), name: z.string().trim().max(100).optional() }),
  output: z.array(AvatarItemSchema),
});
