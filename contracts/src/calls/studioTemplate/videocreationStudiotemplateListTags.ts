import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const videocreationStudiotemplateListTagsCall = defineCall({
  id: 'videocreationStudiotemplateListTags',
  specId: 'videocreationStudiotemplateListTags',
  area: 'studioTemplate',
  procedure: 'listTags',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/videocreation/studiotemplate/listTags'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
