import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedOutputSchema } from '../shared';

export const talkAddressAreaListCall = defineCall({
  id: 'talkAddressAreaList',
  specId: 'talkAddressAreaList',
  area: 'address',
  procedure: 'areaList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/address/areaList'], origin: 'spec' },
  silent: false,
  summary: 'parentId default 1.',
  input: z.object({
    parentId: z.coerce.number().int().nonnegative().default(1),
  }),
  output: UnspecifiedOutputSchema,
});
