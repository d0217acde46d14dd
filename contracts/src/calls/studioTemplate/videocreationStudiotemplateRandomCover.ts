import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const videocreationStudiotemplateRandomCoverCall = defineCall({
  id: 'videocreationStudiotemplateRandomCover',
  specId: 'videocreationStudiotemplateRandomCover',
  area: 'studioTemplate',
  procedure: 'randomCover',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/studiotemplate/random-cover'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/random-cover".',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
