import { defineCall } from '../define-call';
import { PersonaDetailSchema } from './talk-output-schemas';
import { PersonaDetailInputSchema } from './talk-schemas';

export const personaDetailCall = defineCall({
  id: 'personaDetail',
  specId: 'personaDetail',
  area: 'talkProject',
  procedure: 'personaDetail',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/persona/detail'], origin: 'ours' },
  silent: false,
  summary: 'Named among calls whose shapes are not shown; path not shown',
  input: PersonaDetailInputSchema,
  output: PersonaDetailSchema,
});
