import { z } from 'zod';
import { defineCall } from '../define-call';
import { DocumentPageSchema } from './library-schemas';
import { IdSchema, PageIndexSchema, PageSizeSchema } from '../shared';

export const talkDocumentPageCall = defineCall({
  id: 'talkDocumentPage',
  specId: 'talkDocumentPage',
  area: 'document',
  procedure: 'documentPage',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/document/page'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    projectId: IdSchema,
    showAll: z.boolean().optional(),
    search: z.string().trim().max(200).optional(),
    pageIndex: PageIndexSchema.default(1),
    /** 002 §9: resource lists page size 100000. */
    pageSize: PageSizeSchema.default(100_000),
  }),
  output: DocumentPageSchema,
});
