import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const videocreationStudioCopyOnlyTaskCall = defineCall({
  id: 'videocreationStudioCopyOnlyTask',
  specId: 'videocreationStudioCopyOnlyTask',
  area: 'studio',
  procedure: 'copyOnlyTask',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/studio/copyOnlyTask'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/copyOnlyTask".',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
