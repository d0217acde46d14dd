import { z } from 'zod';
import { defineCall } from '../define-call';
import { RegionSchema } from './address-schemas';

export const regionListByLevelCall = defineCall({
  id: 'regionListByLevel',
  specId: 'regionListByLevel',
  area: 'address',
  procedure: 'regionListByLevel',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/address/regionList'], origin: 'ours' },
  silent: false,
  summary: 'Every region of one level: 1 provinces, 2 cities, 3 counties',
  input: z.object({
    level: z.coerce.number().int().min(1, '地区层级为 1 至 3').max(3, '地区层级为 1 至 3'),
  }),
  output: z.array(RegionSchema),
});
