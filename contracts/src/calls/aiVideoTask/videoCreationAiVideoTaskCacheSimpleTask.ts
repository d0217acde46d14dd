import { defineCall } from '../define-call';
import { z } from 'zod';
import { SimpleTaskSchema } from './ai-video-schemas';

export const videoCreationAiVideoTaskCacheSimpleTaskCall = defineCall({
  id: 'videoCreationAiVideoTaskCacheSimpleTask',
  specId: 'videoCreationAiVideoTaskCacheSimpleTask',
  area: 'aiVideoTask',
  procedure: 'cacheSimpleTask',
  kind: 'mutation',
  access: 'authed',
  legacy: {
    method: 'POST',
    base: '/api/v1',
    paths: ['/video-creation/ai-video-task/cache-simple-task'],
    origin: 'spec',
  },
  silent: false,
  summary: 'Caches a simple task for the workbench; shapes not shown (ours: script, avatar, ratio → a key).',
  input: SimpleTaskSchema,
  output: z.object({ key: z.string() }),
});
