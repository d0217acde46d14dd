import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const vhMarketAddVhCall = defineCall({
  id: 'vhMarketAddVh',
  specId: 'vhMarketAddVh',
  area: 'vhMarket',
  procedure: 'addVh',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/vh/market/add-vh'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: z.object({
    personaBizId: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
