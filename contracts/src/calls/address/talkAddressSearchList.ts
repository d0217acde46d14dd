import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedOutputSchema } from '../shared';

export const talkAddressSearchListCall = defineCall({
  id: 'talkAddressSearchList',
  specId: 'talkAddressSearchList',
  area: 'address',
  procedure: 'searchList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/address/searchList'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    keyword: z.string().trim().max(200),
    provinceName: z.string().trim().max(100).optional(),
    cityName: z.string().trim().max(100).optional(),
    countyName: z.string().trim().max(100).optional(),
  }),
  output: UnspecifiedOutputSchema,
});
