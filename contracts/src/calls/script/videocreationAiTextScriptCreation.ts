import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedOutputSchema } from '../shared';

export const videocreationAiTextScriptCreationCall = defineCall({
  id: 'videocreationAiTextScriptCreation',
  specId: 'videocreationAiTextScriptCreation',
  area: 'script',
  procedure: 'scriptCreation',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/ai-text/script-creation'], origin: 'spec' },
  silent: false,
  summary: 'Starts the asynchronous original-transcript task, then polled with get-task-record and risk-checked.',
  input: z.object({
    sourceType: z.enum(['DOUYIN_VIDEO', 'MEDIA_URL']),
    workflow: z.string().trim().max(64),
    url: z.string().trim().min(1).max(2048),
  }),
  output: UnspecifiedOutputSchema,
});
