/** A LIKE pattern that matches the keyword anywhere, its own %, _ and \ taken literally. */
export const containsPattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** PostgreSQL's unique violation (23505), on the error itself or, through drizzle, on its cause. */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';
