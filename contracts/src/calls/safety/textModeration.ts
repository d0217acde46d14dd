import { defineCall } from '../define-call';
import { CheckTextInputSchema, ModerationResultSchema } from './safety-schemas';

export const textModerationCall = defineCall({
  id: 'textModeration',
  specId: 'textModeration',
  area: 'safety',
  procedure: 'textModeration',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/green/text'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown (possibly /videocreation/green/text of doc 001)',
  input: CheckTextInputSchema,
  output: ModerationResultSchema,
});
