import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema } from '../shared';

export const videocreationStudiotemplateGetStatusCall = defineCall({
  id: 'videocreationStudiotemplateGetStatus',
  specId: 'videocreationStudiotemplateGetStatus',
  area: 'studioTemplate',
  procedure: 'getStatus',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/videocreation/studiotemplate/getStatus'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({ id: IdSchema }),
  output: z.object({ id: z.string(), status: z.enum(['draft', 'published']) }),
});
