import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema } from '../shared';
import { OkSchema } from '../auth/auth-schemas';

export const videoProjectDeleteTaskCall = defineCall({
  id: 'videoProjectDeleteTask',
  specId: 'videoProjectDeleteTask',
  area: 'videoTask',
  procedure: 'deleteTask',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/video-project/delete-task'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/delete-task"',
  input: z.object({ bizIds: z.array(IdSchema).min(1).max(200) }),
  output: OkSchema,
});
