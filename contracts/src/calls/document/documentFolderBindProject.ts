import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema } from '../shared';
import { OkSchema } from '../auth/auth-schemas';

export const documentFolderBindProjectCall = defineCall({
  id: 'documentFolderBindProject',
  specId: 'documentFolderBindProject',
  area: 'document',
  procedure: 'bindProject',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/document/folder/bind-project'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({ folderIds: z.array(IdSchema).max(100), projectId: IdSchema }),
  output: OkSchema,
});
