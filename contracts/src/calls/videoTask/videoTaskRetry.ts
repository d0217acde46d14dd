import { defineCall } from '../define-call';
import { TaskBizIdSchema, VideoTaskViewSchema } from './task-schemas';

export const videoTaskRetryCall = defineCall({
  id: 'videoTaskRetry',
  specId: 'videoTaskRetry',
  area: 'videoTask',
  procedure: 'videoTaskRetry',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/video-project/retry-task'], origin: 'ours' },
  silent: false,
  summary: 'Listed under video tasks (studio) as "Retry: bizId" without a path',
  input: TaskBizIdSchema,
  output: VideoTaskViewSchema,
});
