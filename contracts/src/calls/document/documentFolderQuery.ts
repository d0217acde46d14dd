import { z } from 'zod';
import { defineCall } from '../define-call';
import { DocumentFolderSchema } from './library-schemas';

export const documentFolderQueryCall = defineCall({
  id: 'documentFolderQuery',
  specId: 'documentFolderQuery',
  area: 'document',
  procedure: 'folderQuery',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/document/folder/query'], origin: 'spec' },
  silent: false,
  summary: 'Folder list; shape not shown.',
  input: z.object({ search: z.string().trim().max(100).optional() }),
  output: z.array(DocumentFolderSchema),
});
