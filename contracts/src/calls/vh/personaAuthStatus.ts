import { z } from 'zod';
import { defineCall } from '../define-call';
import { PersonaAuthStatusSchema, PersonaBizIdSchema } from './vh-schemas';

export const personaAuthStatusCall = defineCall({
  id: 'personaAuthStatus',
  specId: 'personaAuthStatus',
  area: 'vh',
  procedure: 'personaAuthStatus',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/vh/persona/auth-status'], origin: 'ours' },
  silent: false,
  summary:
    'Path not shown in either document (doc 002: "persona status check returns DELETED or NO_AUTH"; its shapes listed as not shown)',
  input: PersonaBizIdSchema,
  output: z.object({ personaBizId: z.string(), status: PersonaAuthStatusSchema }),
});
