import { z } from 'zod';
import { defineCall } from '../define-call';
import { DocumentFolderSchema } from './library-schemas';
import { IdSchema } from '../shared';

export const documentFolderProjectQueryCall = defineCall({
  id: 'documentFolderProjectQuery',
  specId: 'documentFolderProjectQuery',
  area: 'document',
  procedure: 'projectQuery',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/document/folder/project/query'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({ projectId: IdSchema }),
  output: z.array(DocumentFolderSchema),
});
