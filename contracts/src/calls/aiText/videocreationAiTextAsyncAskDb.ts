import { defineCall } from '../define-call';
import { z } from 'zod';
import { DataKeyQuerySchema } from './ai-schemas';

export const videocreationAiTextAsyncAskDbCall = defineCall({
  id: 'videocreationAiTextAsyncAskDb',
  specId: 'videocreationAiTextAsyncAskDb',
  area: 'aiText',
  procedure: 'asyncAskDb',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/ai-text/async-ask-db'], origin: 'spec' },
  silent: false,
  // 001 §7 shows only that it exists. Ours: the asynchronous twin of stream-ask-db — a key from
  // deep-think start or the fission request is answered in the background and read with get-task-record.
  summary: 'Exists; its use is not shown.',
  input: DataKeyQuerySchema,
  output: z.object({ taskId: z.string() }),
});
