import { z } from 'zod';
import { defineCall } from '../define-call';
import { TtsTaskResultSchema } from './voice-schemas';
import { IdSchema } from '../shared';

export const voiceGetAsyncResultCall = defineCall({
  id: 'voiceGetAsyncResult',
  specId: 'voiceGetAsyncResult',
  area: 'voice',
  procedure: 'getAsyncResult',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/voice/get-async-result'], origin: 'spec' },
  silent: false,
  summary: 'Query parameters not shown.',
  input: z.object({ taskId: IdSchema }),
  output: TtsTaskResultSchema,
});
