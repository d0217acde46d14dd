import { z } from 'zod';
import { defineCall } from '../define-call';
import { RegionSchema } from './address-schemas';

export const talkAddressAreaListCall = defineCall({
  id: 'talkAddressAreaList',
  specId: 'talkAddressAreaList',
  area: 'address',
  procedure: 'areaList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/address/areaList'], origin: 'spec' },
  silent: false,
  summary:
    'The regions under parentId (1, the default, lists the provinces; a province code its cities; a city code its counties). An unknown code answers 404',
  input: z.object({
    parentId: z.coerce.number().int().nonnegative().default(1),
  }),
  output: z.array(RegionSchema),
});
