import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const videocreationProjectCreateCall = defineCall({
  id: 'videocreationProjectCreate',
  specId: 'videocreationProjectCreate',
  area: 'videoProject',
  procedure: 'projectCreate',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/project/create'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
