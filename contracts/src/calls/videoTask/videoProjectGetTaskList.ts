import { z } from 'zod';
import { defineCall } from '../define-call';
import { PageIndexSchema, PageSizeSchema, UnspecifiedOutputSchema } from '../shared';

export const videoProjectGetTaskListCall = defineCall({
  id: 'videoProjectGetTaskList',
  specId: 'videoProjectGetTaskList',
  area: 'videoTask',
  procedure: 'getTaskList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/video-project/get-task-list'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/get-task-list"',
  input: z.object({
    keyword: z.string().trim().max(200).default(''),
    pageIndex: PageIndexSchema.default(1),
    pageSize: PageSizeSchema.default(10),
    displayStatus: z.string().trim().max(32).optional(),
    startTime: z.coerce.number().int().nonnegative().optional(),
    endTime: z.coerce.number().int().nonnegative().optional(),
  }),
  output: UnspecifiedOutputSchema,
});
