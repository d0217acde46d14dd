import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

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
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
