import { defineCall } from '../define-call';
import { AiVideoSubmitSchema, AiVideoTaskViewSchema } from './ai-video-schemas';

export const videoCreationAiVideoTaskSubmitCall = defineCall({
  id: 'videoCreationAiVideoTaskSubmit',
  specId: 'videoCreationAiVideoTaskSubmit',
  area: 'aiVideoTask',
  procedure: 'aiVideoTaskSubmit',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/video-creation/ai-video-task/submit'], origin: 'spec' },
  silent: false,
  summary: 'Response shape not shown',
  input: AiVideoSubmitSchema,
  output: AiVideoTaskViewSchema,
});
