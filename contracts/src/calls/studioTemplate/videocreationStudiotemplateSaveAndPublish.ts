import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const videocreationStudiotemplateSaveAndPublishCall = defineCall({
  id: 'videocreationStudiotemplateSaveAndPublish',
  specId: 'videocreationStudiotemplateSaveAndPublish',
  area: 'studioTemplate',
  procedure: 'saveAndPublish',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/studiotemplate/saveAndPublish'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
