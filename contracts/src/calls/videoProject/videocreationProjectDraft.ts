import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const videocreationProjectDraftCall = defineCall({
  id: 'videocreationProjectDraft',
  specId: 'videocreationProjectDraft',
  area: 'videoProject',
  procedure: 'draft',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/project/draft'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/project/draft".',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
