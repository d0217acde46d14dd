import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { middleware } from '../init';

/**
 * Parses an answer with its call's output schema when the config asks for it (OUTPUT_VALIDATION).
 * The same check and error as tRPC's own output parser, moved here because a procedure's parser is
 * fixed when the router module loads, before any config exists.
 */
export const validateOutput = (schema: z.ZodType) =>
  middleware(async ({ ctx, next }) => {
    const result = await next();
    if (!result.ok || !ctx.config.validateOutputs) return result;
    const parsed = await schema.safeParseAsync(result.data);
    if (!parsed.success)
      throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Output validation failed', cause: parsed.error });
    return { ...result, data: parsed.data };
  });
