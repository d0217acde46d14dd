import { defineCall } from '../define-call';
import { TaskSubmitSchema, VideoTaskViewSchema } from './task-schemas';

export const videoProjectSubmitCall = defineCall({
  id: 'videoProjectSubmit',
  specId: 'videoProjectSubmit',
  area: 'videoTask',
  procedure: 'videoProjectSubmit',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/video-project/submit'], origin: 'spec' },
  silent: false,
  summary: '',
  input: TaskSubmitSchema,
  output: VideoTaskViewSchema,
});
