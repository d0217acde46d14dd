import { z } from 'zod';
import { defineCall } from '../define-call';
import { TemplateSchema } from '../videoProject/project-schemas';
import { IdSchema } from '../shared';

export const videocreationStudiotemplateSaveAndPublishCall = defineCall({
  id: 'videocreationStudiotemplateSaveAndPublish',
  specId: 'videocreationStudiotemplateSaveAndPublish',
  area: 'studioTemplate',
  procedure: 'saveAndPublish',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/studiotemplate/saveAndPublish'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    projectId: IdSchema,
    title: z.string().trim().min(1).max(100).optional(),
    tags: z.array(z.string().trim().min(1).max(32)).max(10).optional(),
  }),
  output: TemplateSchema,
});
