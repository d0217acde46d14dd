import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const videocreationStudioGetDetailStatusOfEditorCall = defineCall({
  id: 'videocreationStudioGetDetailStatusOfEditor',
  specId: 'videocreationStudioGetDetailStatusOfEditor',
  area: 'studio',
  procedure: 'getDetailStatusOfEditor',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/studio/getDetailStatusOfEditor'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/getDetailStatusOfEditor".',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
