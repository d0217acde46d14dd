import { z } from 'zod';
import { defineCall } from '../define-call';

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
    /** 001 §7: link transcript or video to text; kept with the task (the transcript is the same either way). */
    workflow: z.string().trim().max(64).default('VIDEO_TO_TEXT'),
    /** A public link (DOUYIN_VIDEO), or an uploaded inspiration file's URL (MEDIA_URL). */
    url: z.string().trim().min(1).max(2048),
  }),
  output: z.object({ taskId: z.string() }),
});
