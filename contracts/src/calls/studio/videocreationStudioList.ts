import { defineCall } from '../define-call';
import { ProjectListQuerySchema, ProjectPageSchema } from '../videoProject/project-schemas';

export const videocreationStudioListCall = defineCall({
  id: 'videocreationStudioList',
  specId: 'videocreationStudioList',
  area: 'studio',
  procedure: 'studioList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/studio/list'], origin: 'spec' },
  silent: false,
  summary: '',
  input: ProjectListQuerySchema,
  output: ProjectPageSchema,
});
