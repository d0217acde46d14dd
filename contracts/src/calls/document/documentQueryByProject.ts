import { z } from 'zod';
import { defineCall } from '../define-call';
import { LibraryDocumentSchema } from './library-schemas';
import { IdSchema } from '../shared';

export const documentQueryByProjectCall = defineCall({
  id: 'documentQueryByProject',
  specId: 'documentQueryByProject',
  area: 'document',
  procedure: 'queryByProject',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/document/queryByProject'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({ projectId: IdSchema }),
  output: z.array(LibraryDocumentSchema),
});
