import { z } from 'zod';
import { defineCall } from '../define-call';
import { PageIndexSchema, PageSizeSchema, UnspecifiedOutputSchema } from '../shared';

export const userListCall = defineCall({
  id: 'userList',
  specId: 'userList',
  area: 'companyUser',
  procedure: 'userList',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/user/list'], origin: 'spec' },
  silent: false,
  summary: 'pageIndex default 1, pageSize default 8, plus filters (names not shown).',
  input: z.object({
    pageIndex: PageIndexSchema.default(1),
    pageSize: PageSizeSchema.default(10),
  }),
  output: UnspecifiedOutputSchema,
});
