import { z } from 'zod';

/** Ids as the legacy API sends them: numbers for some tables, strings (bizIds) for others. */
export const WireIdSchema = z.union([z.string(), z.number().int()]);
/** The spec never shows a time format (000 §3); the legacy API sends date strings or epoch milliseconds. */
export const WireTimeSchema = z.union([z.string(), z.number()]);
/** A page of items as the list calls answer it (001 §3 task list info, 002 §3 face list). */
export const pageSchemaOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    pageIndex: z.number().int().min(1).optional(),
    pageSize: z.number().int().min(1).optional(),
  });
