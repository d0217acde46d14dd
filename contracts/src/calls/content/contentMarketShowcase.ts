import { z } from 'zod';
import { defineCall } from '../define-call';
import { AvatarItemSchema } from '../vh/vh-schemas';

export const contentMarketShowcaseCall = defineCall({
  id: 'contentMarketShowcase',
  specId: null,
  area: 'content',
  procedure: 'marketShowcase',
  kind: 'query',
  access: 'public',
  legacy: { method: 'GET', base: '/api', paths: ['/content/market/showcase'], origin: 'ours' },
  silent: false,
  summary:
    "The platform's own digital humans for the public market page, newest first (at most 48), with their industries",
  input: z.object({}).default({}),
  output: z.object({
    total: z.number().int(),
    avatars: z.array(AvatarItemSchema),
    industries: z.array(z.object({ name: z.string(), count: z.number().int() })),
  }),
});
