import { defineCall } from '../define-call';
import { DocumentPageSchema, DocumentQuerySchema } from './library-schemas';

export const documentQueryCall = defineCall({
  id: 'documentQuery',
  specId: 'documentQuery',
  area: 'document',
  procedure: 'documentQuery',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/document/query'], origin: 'spec' },
  silent: false,
  summary: 'Document list items carry sizeBytes; file types pdf, xlsx, docx, doc, xls, ppt, pptx.',
  input: DocumentQuerySchema,
  output: DocumentPageSchema,
});
