import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const videocreationStudioUpdateNameCall = defineCall({
  id: 'videocreationStudioUpdateName',
  specId: 'videocreationStudioUpdateName',
  area: 'studio',
  procedure: 'updateName',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/studio/updateName'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/updateName"',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
