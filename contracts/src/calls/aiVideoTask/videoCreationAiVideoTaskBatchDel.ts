import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema } from '../shared';
import { OkSchema } from '../auth/auth-schemas';

export const videoCreationAiVideoTaskBatchDelCall = defineCall({
  id: 'videoCreationAiVideoTaskBatchDel',
  specId: 'videoCreationAiVideoTaskBatchDel',
  area: 'aiVideoTask',
  procedure: 'batchDel',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/video-creation/ai-video-task/batch-del'], origin: 'spec' },
  silent: false,
  summary: 'Tasks in progress cannot be deleted in batch mode.',
  input: z.object({ bizIds: z.array(IdSchema).min(1).max(200) }),
  output: OkSchema,
});
