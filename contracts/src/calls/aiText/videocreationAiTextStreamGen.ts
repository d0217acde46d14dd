import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedOutputSchema } from '../shared';

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
    content: z.string().max(10000),
    promptType: z.string().trim().max(64).default('CREATE_VIDEO'),
    promptKey: z.string().trim().max(64).optional(),
  }),
  output: UnspecifiedOutputSchema,
});
