import { defineCall } from '../define-call';
import { AiVideoBizIdSchema, AiVideoTaskViewSchema } from './ai-video-schemas';

export const videoCreationAiVideoTaskRetryCall = defineCall({
  id: 'videoCreationAiVideoTaskRetry',
  specId: 'videoCreationAiVideoTaskRetry',
  area: 'aiVideoTask',
  procedure: 'retry',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/video-creation/ai-video-task/retry'], origin: 'spec' },
  silent: false,
  summary: 'Payload not shown (studio retry takes bizId).',
  input: AiVideoBizIdSchema,
  output: AiVideoTaskViewSchema,
});
