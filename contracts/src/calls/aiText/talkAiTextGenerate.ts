import { defineCall } from '../define-call';
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
  // 002 §7 lists the path only. Ours: AI text for an interactive agent's profile fields (500 characters
  // each, 001 §3), one generation of the AI text quota like stream-gen.
  input: z.object({
    content: z.string().trim().min(1).max(500),
    /** The field being written (e.g. industryKnowledge, workTasks, concernUseInfo, or free text). */
    field: z.string().trim().min(1).max(64).default('开场白'),
  }),
  output: z.object({ text: z.string() }),
});
