import { z } from 'zod';
import { defineCall } from '../define-call';
import { ProjectDataSchema, ProjectSchema } from './project-schemas';
import { IdSchema } from '../shared';
import { PROJECT_TITLE_MAX_LENGTH } from '../../constants/studio';

export const videocreationProjectCreateCall = defineCall({
  id: 'videocreationProjectCreate',
  specId: 'videocreationProjectCreate',
  area: 'videoProject',
  procedure: 'projectCreate',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/project/create'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    templateId: IdSchema.optional(),
    title: z.string().trim().min(1).max(PROJECT_TITLE_MAX_LENGTH).optional(),
    data: ProjectDataSchema.optional(),
  }),
  output: ProjectSchema,
});
