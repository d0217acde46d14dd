import { z } from 'zod';
import { defineCall } from '../define-call';
import { TaskListQuerySchema, VideoTaskViewSchema } from './task-schemas';

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
  input: TaskListQuerySchema,
  output: z.object({ records: z.array(VideoTaskViewSchema), total: z.number().int() }),
});
