import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const videocreationStudiotemplateUpdateCall = defineCall({
  id: 'videocreationStudiotemplateUpdate',
  specId: 'videocreationStudiotemplateUpdate',
  area: 'studioTemplate',
  procedure: 'studiotemplateUpdate',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/studiotemplate/update'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/update".',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
