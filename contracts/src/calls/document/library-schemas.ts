import { z } from 'zod';
import { IdSchema, PageIndexSchema, PageSizeSchema } from '../shared';

export const DocumentFolderSchema = z.object({
  folderId: z.string(),
  name: z.string(),
  documentCount: z.number().int(),
});

/** A library document (002 §3 document item: documentId, documentUrl, documentName, documentType; sizeBytes). */
export const LibraryDocumentSchema = z.object({
  documentId: z.string(),
  documentUrl: z.string(),
  documentName: z.string(),
  documentType: z.string(),
  sizeBytes: z.number().int(),
  createTime: z.date(),
});

export const DocumentPageSchema = z.object({
  list: z.array(LibraryDocumentSchema),
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});

export const DocumentQuerySchema = z.object({
  folderId: IdSchema.optional(),
  pageIndex: PageIndexSchema.default(1),
  pageSize: PageSizeSchema.default(20),
  search: z.string().trim().max(200).optional(),
});
