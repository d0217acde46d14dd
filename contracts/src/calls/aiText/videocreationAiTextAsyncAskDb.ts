import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const videocreationAiTextAsyncAskDbCall = defineCall({
  id: 'videocreationAiTextAsyncAskDb',
  specId: 'videocreationAiTextAsyncAskDb',
  area: 'aiText',
  procedure: 'asyncAskDb',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/ai-text/async-ask-db'], origin: 'spec' },
  silent: false,
  summary: 'Exists; its use is not shown.',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
