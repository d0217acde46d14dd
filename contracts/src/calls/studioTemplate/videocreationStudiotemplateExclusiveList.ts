import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const videocreationStudiotemplateExclusiveListCall = defineCall({
  id: 'videocreationStudiotemplateExclusiveList',
  specId: 'videocreationStudiotemplateExclusiveList',
  area: 'studioTemplate',
  procedure: 'exclusiveList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/studiotemplate/exclusive/list'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/exclusive/list"',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
