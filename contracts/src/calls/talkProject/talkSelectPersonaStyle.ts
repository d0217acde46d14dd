import { z } from 'zod';
import { defineCall } from '../define-call';
import { PersonaStyleSchema } from './talk-output-schemas';
import { PersonaStyleInputSchema } from './talk-schemas';

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
  output: z.array(PersonaStyleSchema),
});
