import { defineCall } from '../define-call';
import { AiTextGenerateInputSchema } from '../talkProject/talk-schemas';
import { UnspecifiedOutputSchema } from '../shared';

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
  input: AiTextGenerateInputSchema,
  output: UnspecifiedOutputSchema,
});
