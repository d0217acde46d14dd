import { defineCall } from '../define-call';
import { ProjectIdSchema, TemplateSchema } from '../videoProject/project-schemas';

export const videocreationStudiotemplateRandomCoverCall = defineCall({
  id: 'videocreationStudiotemplateRandomCover',
  specId: 'videocreationStudiotemplateRandomCover',
  area: 'studioTemplate',
  procedure: 'randomCover',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/studiotemplate/random-cover'], origin: 'spec' },
  silent: false,
  summary:
    'Expanded from shorthand "/random-cover". Ours: a new cover from a randomly chosen scene of one of the company\'s templates.',
  input: ProjectIdSchema,
  output: TemplateSchema,
});
