import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema } from '../shared';
import { ProjectDataSchema, TemplateSchema } from '../videoProject/project-schemas';

export const videocreationStudiotemplateUpdateCall = defineCall({
  id: 'videocreationStudiotemplateUpdate',
  specId: 'videocreationStudiotemplateUpdate',
  area: 'studioTemplate',
  procedure: 'studiotemplateUpdate',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/studiotemplate/update'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/update".',
  input: z.object({
    id: IdSchema,
    title: z.string().trim().min(1).max(100).optional(),
    data: ProjectDataSchema.optional(),
    tags: z.array(z.string().trim().min(1).max(32)).max(10).optional(),
  }),
  output: TemplateSchema,
});
