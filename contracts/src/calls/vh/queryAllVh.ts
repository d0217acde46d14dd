import { z } from 'zod';
import { defineCall } from '../define-call';
import { AvatarItemSchema } from './vh-schemas';
import { PageIndexSchema, PageSizeSchema } from '../shared';

export const queryAllVhCall = defineCall({
  id: 'queryAllVh',
  specId: 'queryAllVh',
  area: 'vh',
  procedure: 'queryAllVh',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/query-all-vh'], origin: 'spec' },
  silent: false,
  summary: 'Virtual human list page size 1 to 10000.',
  input: z.object({ pageIndex: PageIndexSchema.default(1), pageSize: PageSizeSchema.default(10) }),
  output: z.object({
    list: z.array(AvatarItemSchema),
    total: z.number().int(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
  }),
});
