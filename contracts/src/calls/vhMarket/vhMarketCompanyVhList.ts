import { z } from 'zod';
import { defineCall } from '../define-call';
import { AvatarItemSchema } from '../vh/vh-schemas';

export const vhMarketCompanyVhListCall = defineCall({
  id: 'vhMarketCompanyVhList',
  specId: 'vhMarketCompanyVhList',
  area: 'vhMarket',
  procedure: 'companyVhList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/vh/market/company-vh-list'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({}),
  output: z.array(AvatarItemSchema),
});
