import { z } from 'zod';
import { defineCall } from '../define-call';

export const videocreationStudiotemplateListTagsCall = defineCall({
  id: 'videocreationStudiotemplateListTags',
  specId: 'videocreationStudiotemplateListTags',
  area: 'studioTemplate',
  procedure: 'listTags',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/videocreation/studiotemplate/listTags'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({}),
  output: z.array(z.string()),
});
