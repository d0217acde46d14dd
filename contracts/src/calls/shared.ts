import { z } from 'zod';

/** Ids travel as strings or numbers in the legacy API; both are accepted. */
export const IdSchema = z.union([z.string().trim().min(1).max(128), z.number().int().nonnegative()]);

/** Query strings carry numbers as text; coerce keeps the tRPC and REST inputs one schema. */
export const PageIndexSchema = z.coerce.number().int().min(1).max(1_000_000);
export const PageSizeSchema = z.coerce.number().int().min(1).max(100_000);

/** Legacy query flags arrive as 'true'/'false'/'1'/'0'. */
export const QueryBooleanSchema = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);

/** A file the legacy adapter received as multipart and streamed to disk. */
export interface UploadedFile {
  fieldName: string;
  fileName: string;
  mimeType: string;
  size: number;
  path: string;
}

/**
 * Marks the files the adapter itself wrote. A symbol-keyed property cannot travel in JSON or
 * superjson, so no request body can pass off a path of its choosing as an upload.
 */
export const UPLOADED_FILE = Symbol.for('portal.uploadedFile');

export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[UPLOADED_FILE] === true;

export const UploadedFileSchema = z.custom<UploadedFile>(isUploadedFile, { message: '请上传文件' });

/** Input of calls whose request shape the spec does not show: any JSON object, kept as sent. */
export const UnspecifiedInputSchema = z.looseObject({});

/** Output of calls whose answer the spec does not show. */
export const UnspecifiedOutputSchema = z.unknown();

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
  });
