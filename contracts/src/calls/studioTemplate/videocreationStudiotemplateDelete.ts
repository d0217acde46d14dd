import { defineCall } from '../define-call';
import { ProjectIdSchema } from '../videoProject/project-schemas';
import { OkSchema } from '../auth/auth-schemas';

export const videocreationStudiotemplateDeleteCall = defineCall({
  id: 'videocreationStudiotemplateDelete',
  specId: 'videocreationStudiotemplateDelete',
  area: 'studioTemplate',
  procedure: 'studiotemplateDelete',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'DELETE', base: '/api/v1', paths: ['/videocreation/studiotemplate/delete'], origin: 'spec' },
  silent: false,
  summary: '',
  input: ProjectIdSchema,
  output: OkSchema,
});
