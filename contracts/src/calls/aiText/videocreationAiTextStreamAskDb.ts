import { defineCall } from '../define-call';
import { DataKeyQuerySchema, ThinkChunkSchema } from './ai-schemas';

export const videocreationAiTextStreamAskDbCall = defineCall({
  id: 'videocreationAiTextStreamAskDb',
  specId: 'videocreationAiTextStreamAskDb',
  area: 'aiText',
  procedure: 'streamAskDb',
  kind: 'subscription',
  access: 'authed',
  legacy: { method: 'STREAM', base: '/api/v1', paths: ['/videocreation/ai-text/stream-ask-db'], origin: 'spec' },
  silent: false,
  summary: 'Opened directly as an event stream with credentials (not through the HTTP client)',
  input: DataKeyQuerySchema,
  output: ThinkChunkSchema,
});
