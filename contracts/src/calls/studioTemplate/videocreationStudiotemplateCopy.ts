import { defineCall } from '../define-call';
import { ProjectIdSchema, TemplateSchema } from '../videoProject/project-schemas';

export const videocreationStudiotemplateCopyCall = defineCall({
  id: 'videocreationStudiotemplateCopy',
  specId: 'videocreationStudiotemplateCopy',
  area: 'studioTemplate',
  procedure: 'studiotemplateCopy',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/studiotemplate/copy'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/copy".',
  input: ProjectIdSchema,
  output: TemplateSchema,
});
