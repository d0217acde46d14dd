import { defineCall } from '../define-call';
import { AiVideoBizIdSchema, AiVideoTaskViewSchema } from './ai-video-schemas';

export const videoCreationAiVideoTaskDetailCall = defineCall({
  id: 'videoCreationAiVideoTaskDetail',
  specId: 'videoCreationAiVideoTaskDetail',
  area: 'aiVideoTask',
  procedure: 'aiVideoTaskDetail',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/video-creation/ai-video-task/detail'], origin: 'spec' },
  silent: false,
  summary: 'Written "(query)"; query parameter names not shown.',
  input: AiVideoBizIdSchema,
  output: AiVideoTaskViewSchema,
});
