import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const videocreationProjectDetailCall = defineCall({
  id: 'videocreationProjectDetail',
  specId: 'videocreationProjectDetail',
  area: 'videoProject',
  procedure: 'projectDetail',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/project/detail'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    id: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
