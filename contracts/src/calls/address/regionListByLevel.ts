import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedOutputSchema } from '../shared';

export const regionListByLevelCall = defineCall({
  id: 'regionListByLevel',
  specId: 'regionListByLevel',
  area: 'address',
  procedure: 'regionListByLevel',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/address/regionList'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown (listed in the face recognition section)',
  input: z.object({
    level: z.coerce.number().int().min(1).max(5),
  }),
  output: UnspecifiedOutputSchema,
});
