import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema } from '../shared';
import { PersonaAuthStatusSchema } from '../vh/vh-schemas';

export const videocreationStudioGetDetailStatusOfEditorCall = defineCall({
  id: 'videocreationStudioGetDetailStatusOfEditor',
  specId: 'videocreationStudioGetDetailStatusOfEditor',
  area: 'studio',
  procedure: 'getDetailStatusOfEditor',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/studio/getDetailStatusOfEditor'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/getDetailStatusOfEditor".',
  input: z.object({ id: IdSchema }),
  output: z.object({
    id: z.string(),
    status: z.enum(['draft', 'saved']),
    version: z.number().int(),
    updateTime: z.date(),
    personaBizId: z.string().nullable(),
    personaStatus: PersonaAuthStatusSchema.nullable(),
  }),
});
