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
export const UploadedFileSchema = z.object({
  fieldName: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int().nonnegative(),
  path: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

/** Input of calls whose request shape the spec does not show: any JSON object, kept as sent. */
export const UnspecifiedInputSchema = z.looseObject({});

/** Output of calls whose answer the spec does not show. */
export const UnspecifiedOutputSchema = z.unknown();

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().nonnegative(), pageIndex: z.number().int(), pageSize: z.number().int() });
