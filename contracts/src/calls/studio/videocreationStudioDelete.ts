import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const videocreationStudioDeleteCall = defineCall({
  id: 'videocreationStudioDelete',
  specId: 'videocreationStudioDelete',
  area: 'studio',
  procedure: 'studioDelete',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'DELETE', base: '/api/v1', paths: ['/videocreation/studio/delete'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
