import { defineCall } from '../define-call';
import { PersonaStyleInputSchema } from './talk-schemas';
import { UnspecifiedOutputSchema } from '../shared';

export const talkSelectPersonaStyleCall = defineCall({
  id: 'talkSelectPersonaStyle',
  specId: 'talkSelectPersonaStyle',
  area: 'talkProject',
  procedure: 'personaStyle',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/select/persona/style'], origin: 'spec' },
  silent: false,
  summary: 'Personal (persona) style list; shape not shown.',
  input: PersonaStyleInputSchema,
  output: UnspecifiedOutputSchema,
});
