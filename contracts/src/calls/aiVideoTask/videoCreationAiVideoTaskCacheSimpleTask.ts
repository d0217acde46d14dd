import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const videoCreationAiVideoTaskCacheSimpleTaskCall = defineCall({
  id: 'videoCreationAiVideoTaskCacheSimpleTask',
  specId: 'videoCreationAiVideoTaskCacheSimpleTask',
  area: 'aiVideoTask',
  procedure: 'cacheSimpleTask',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/video-creation/ai-video-task/cache-simple-task'], origin: 'spec' },
  silent: false,
  summary: 'Caches a simple task for the workbench.',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
