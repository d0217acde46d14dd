import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const videoCreationAiVideoTaskGetCachedSimpleTaskCall = defineCall({
  id: 'videoCreationAiVideoTaskGetCachedSimpleTask',
  specId: 'videoCreationAiVideoTaskGetCachedSimpleTask',
  area: 'aiVideoTask',
  procedure: 'getCachedSimpleTask',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/video-creation/ai-video-task/get-cached-simple-task'], origin: 'spec' },
  silent: false,
  summary: 'Reads the cached simple task for the workbench; query not shown.',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
