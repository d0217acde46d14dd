import { z } from 'zod';
import { defineCall } from '../define-call';
import { PersonaBizIdSchema } from '../vh/vh-schemas';

export const vhMarketDelMyVhCall = defineCall({
  id: 'vhMarketDelMyVh',
  specId: 'vhMarketDelMyVh',
  area: 'vhMarket',
  procedure: 'delMyVh',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/vh/market/del-my-vh'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand; "(each with personaBizId)" read as applying to del-my-vh and add-vh',
  input: PersonaBizIdSchema,
  output: z.object({ ok: z.literal(true) }),
});
