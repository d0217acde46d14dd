import { defineCall } from '../define-call';
import { ProjectIdSchema, TemplateDetailSchema } from '../videoProject/project-schemas';

export const videocreationStudiotemplateExclusiveDetailCall = defineCall({
  id: 'videocreationStudiotemplateExclusiveDetail',
  specId: 'videocreationStudiotemplateExclusiveDetail',
  area: 'studioTemplate',
  procedure: 'exclusiveDetail',
  kind: 'query',
  access: 'authed',
  legacy: {
    method: 'POST',
    base: '/api/v1',
    paths: ['/videocreation/studiotemplate/exclusive/detail'],
    origin: 'spec',
  },
  silent: false,
  summary: 'Expanded from shorthand "/exclusive/detail"',
  input: ProjectIdSchema,
  output: TemplateDetailSchema,
});
