import { defineCall } from '../define-call';
import { AiTextGenerateInputSchema } from '../talkProject/talk-schemas';
import { z } from 'zod';

export const talkAiTextGenerateCall = defineCall({
  id: 'talkAiTextGenerate',
  specId: 'talkAiTextGenerate',
  area: 'aiText',
  procedure: 'generate',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/ai-text/generate'], origin: 'spec' },
  silent: false,
  summary: '',
  // 002 §7 lists the path only. Ours: AI text for an interactive agent's persona field (500 characters
  // each, 001 §3), one generation of the AI text quota like stream-gen.
  input: AiTextGenerateInputSchema,
  output: z.object({ text: z.string(), sensitive: z.boolean() }),
});
