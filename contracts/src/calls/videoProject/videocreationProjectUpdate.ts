import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const videocreationProjectUpdateCall = defineCall({
  id: 'videocreationProjectUpdate',
  specId: 'videocreationProjectUpdate',
  area: 'videoProject',
  procedure: 'projectUpdate',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/project/update'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/project/update"',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
