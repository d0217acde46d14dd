import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const videocreationProjectCopyCall = defineCall({
  id: 'videocreationProjectCopy',
  specId: 'videocreationProjectCopy',
  area: 'videoProject',
  procedure: 'projectCopy',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/project/copy'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/project/copy".',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
