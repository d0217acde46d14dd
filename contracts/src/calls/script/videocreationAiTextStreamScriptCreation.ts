import { z } from 'zod';
import { defineCall } from '../define-call';

export const videocreationAiTextStreamScriptCreationCall = defineCall({
  id: 'videocreationAiTextStreamScriptCreation',
  specId: 'videocreationAiTextStreamScriptCreation',
  area: 'script',
  procedure: 'streamScriptCreation',
  kind: 'subscription',
  access: 'authed',
  legacy: {
    method: 'STREAM',
    base: '/api/v1',
    paths: ['/videocreation/ai-text/stream-script-creation'],
    origin: 'spec',
  },
  silent: false,
  summary: 'Opened directly as an event stream (style rewriting generation per style)',
  input: z.object({
    dataKey: z.string().trim().min(1).max(64),
  }),
  /** 001 §3 stream chunk. */
  output: z.object({ content: z.string() }),
});
