import { defineCall } from '../define-call';
import { ProjectIdSchema, ProjectSchema } from './project-schemas';

export const videocreationProjectCopyCall = defineCall({
  id: 'videocreationProjectCopy',
  specId: 'videocreationProjectCopy',
  area: 'videoProject',
  procedure: 'projectCopy',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/project/copy'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/project/copy".',
  input: ProjectIdSchema,
  output: ProjectSchema,
});
