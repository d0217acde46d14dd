import { defineCall } from '../define-call';
import { ProjectIdSchema, ProjectSchema } from './project-schemas';

export const videocreationProjectDetailCall = defineCall({
  id: 'videocreationProjectDetail',
  specId: 'videocreationProjectDetail',
  area: 'videoProject',
  procedure: 'projectDetail',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/project/detail'], origin: 'spec' },
  silent: false,
  summary: '',
  input: ProjectIdSchema,
  output: ProjectSchema,
});
