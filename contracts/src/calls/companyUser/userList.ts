import { z } from 'zod';
import { defineCall } from '../define-call';
import { PageIndexSchema, PageSizeSchema } from '../shared';
import { CompanyUserItemSchema } from './company-user-schemas';

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
    /** 002 §9: company user list default 8. */
    pageSize: PageSizeSchema.default(8),
    keyword: z.string().trim().max(100).optional(),
  }),
  output: z.object({
    list: z.array(CompanyUserItemSchema),
    total: z.number().int(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
  }),
});
