import { defineCall } from '../define-call';
import { z } from 'zod';
import { CachedSimpleTaskSchema } from './ai-video-schemas';

export const videoCreationAiVideoTaskGetCachedSimpleTaskCall = defineCall({
  id: 'videoCreationAiVideoTaskGetCachedSimpleTask',
  specId: 'videoCreationAiVideoTaskGetCachedSimpleTask',
  area: 'aiVideoTask',
  procedure: 'getCachedSimpleTask',
  kind: 'query',
  access: 'authed',
  legacy: {
    method: 'GET',
    base: '/api/v1',
    paths: ['/video-creation/ai-video-task/get-cached-simple-task'],
    origin: 'spec',
  },
  silent: false,
  summary: 'Reads the cached simple task for the workbench; query not shown.',
  // Without a key: the caller's newest task not read yet. Reading uses it up.
  input: z.object({ key: z.string().trim().min(1).max(64).optional() }),
  output: CachedSimpleTaskSchema,
});
