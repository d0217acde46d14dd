import { z } from 'zod';
import { defineCall } from '../define-call';
import { RegionHitSchema } from './address-schemas';

export const talkAddressSearchListCall = defineCall({
  id: 'talkAddressSearchList',
  specId: 'talkAddressSearchList',
  area: 'address',
  procedure: 'searchList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/address/searchList'], origin: 'spec' },
  silent: false,
  summary:
    'Regions whose name contains the keyword or whose pinyin initials start with it (shs → 上海市), within the given province, city or county names; at most 50',
  input: z.object({
    keyword: z.string().trim().max(200),
    provinceName: z.string().trim().max(100).optional(),
    cityName: z.string().trim().max(100).optional(),
    countyName: z.string().trim().max(100).optional(),
  }),
  output: z.array(RegionHitSchema),
});
