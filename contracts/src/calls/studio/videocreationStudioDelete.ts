import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema } from '../shared';
import { OkSchema } from '../auth/auth-schemas';

export const videocreationStudioDeleteCall = defineCall({
  id: 'videocreationStudioDelete',
  specId: 'videocreationStudioDelete',
  area: 'studio',
  procedure: 'studioDelete',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'DELETE', base: '/api/v1', paths: ['/videocreation/studio/delete'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({ ids: z.array(IdSchema).min(1).max(200) }),
  output: OkSchema,
});
