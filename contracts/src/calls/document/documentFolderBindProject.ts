import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

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
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
