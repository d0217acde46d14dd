import { z } from 'zod';
import { defineCall } from '../define-call';
import { TaskBizIdSchema } from './task-schemas';

export const videoProjectGetProgressInfoCall = defineCall({
  id: 'videoProjectGetProgressInfo',
  specId: 'videoProjectGetProgressInfo',
  area: 'videoTask',
  procedure: 'getProgressInfo',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/video-project/get-progress-info'], origin: 'spec' },
  silent: false,
  summary: '',
  input: TaskBizIdSchema,
  output: z.object({
    bizId: z.string(),
    displayStatus: z.enum(['Running', 'Finished', 'Fail']),
    stage: z.string(),
    progress: z.number().int(),
  }),
});
