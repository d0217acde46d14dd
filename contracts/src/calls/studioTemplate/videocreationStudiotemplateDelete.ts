import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const videocreationStudiotemplateDeleteCall = defineCall({
  id: 'videocreationStudiotemplateDelete',
  specId: 'videocreationStudiotemplateDelete',
  area: 'studioTemplate',
  procedure: 'studiotemplateDelete',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'DELETE', base: '/api/v1', paths: ['/videocreation/studiotemplate/delete'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
