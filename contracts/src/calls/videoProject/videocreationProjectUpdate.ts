import { z } from 'zod';
import { defineCall } from '../define-call';
import { ProjectDataSchema, ProjectSchema } from './project-schemas';
import { IdSchema } from '../shared';

export const videocreationProjectUpdateCall = defineCall({
  id: 'videocreationProjectUpdate',
  specId: 'videocreationProjectUpdate',
  area: 'videoProject',
  procedure: 'projectUpdate',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/project/update'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/project/update"',
  input: z.object({
    id: IdSchema,
    title: z.string().trim().min(1).max(100).optional(),
    data: ProjectDataSchema,
    version: z.number().int().positive().optional(),
  }),
  output: ProjectSchema,
});
