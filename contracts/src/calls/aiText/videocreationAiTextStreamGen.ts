import { z } from 'zod';
import { defineCall } from '../define-call';

export const videocreationAiTextStreamGenCall = defineCall({
  id: 'videocreationAiTextStreamGen',
  specId: 'videocreationAiTextStreamGen',
  area: 'aiText',
  procedure: 'streamGen',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/ai-text/stream-gen'], origin: 'spec' },
  silent: false,
  summary: 'AI text creation; input at most 200 characters; quota used must be below total',
  input: z.object({
    /** 001 §5: at most 200 characters, trimmed, not empty. */
    content: z.string().trim().min(1).max(200),
    promptType: z.string().trim().max(64).default('CREATE_VIDEO'),
    promptKey: z.string().trim().max(64).optional(),
  }),
  output: z.object({ text: z.string() }),
});
