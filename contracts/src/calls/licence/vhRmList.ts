import { z } from 'zod';
import { defineCall } from '../define-call';
import { LicenceListQuerySchema, LicenceRowSchema } from './licence-list-schemas';

export const vhRmListCall = defineCall({
  id: 'vhRmList',
  specId: 'vhRmList',
  area: 'licence',
  procedure: 'rmList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/vh/rm/list'], origin: 'spec' },
  silent: false,
  summary: 'Purpose not described (resource/licence list; licence list page size 10).',
  input: LicenceListQuerySchema,
  output: z.object({
    list: z.array(LicenceRowSchema),
    total: z.number().int(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
  }),
});
