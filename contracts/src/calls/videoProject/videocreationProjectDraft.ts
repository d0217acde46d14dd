import { z } from 'zod';
import { defineCall } from '../define-call';
import { ProjectDataSchema, ProjectSchema } from './project-schemas';
import { IdSchema } from '../shared';

export const videocreationProjectDraftCall = defineCall({
  id: 'videocreationProjectDraft',
  specId: 'videocreationProjectDraft',
  area: 'videoProject',
  procedure: 'draft',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/project/draft'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/project/draft".',
  input: z.object({ id: IdSchema, data: ProjectDataSchema }),
  output: ProjectSchema,
});
