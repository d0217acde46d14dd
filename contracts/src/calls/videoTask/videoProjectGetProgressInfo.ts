import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

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
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
