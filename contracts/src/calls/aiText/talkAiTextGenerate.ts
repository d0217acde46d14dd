import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

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
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
