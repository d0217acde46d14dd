import { z } from 'zod';
import { defineCall } from '../define-call';
import { PersonaBizIdSchema } from '../vh/vh-schemas';

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
  input: PersonaBizIdSchema,
  output: z.object({ ok: z.literal(true) }),
});
