import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema } from '../shared';
import { ProjectSchema } from '../videoProject/project-schemas';

export const videocreationStudioCopyOnlyTaskCall = defineCall({
  id: 'videocreationStudioCopyOnlyTask',
  specId: 'videocreationStudioCopyOnlyTask',
  area: 'studio',
  procedure: 'copyOnlyTask',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/studio/copyOnlyTask'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/copyOnlyTask".',
  input: z.object({ bizId: IdSchema }),
  output: ProjectSchema,
});
