import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { DefaultErrorShape } from '@trpc/server/unstable-core-do-not-import';
import { ZodError } from 'zod';
import { DomainError, type DomainErrorKind } from '../services/domain-error';

const trpcCodeOfKind: Record<DomainErrorKind, TRPC_ERROR_CODE_KEY> = {
  business: 'BAD_REQUEST',
  invalidInput: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  notImplemented: 'NOT_IMPLEMENTED',
  refused: 'FORBIDDEN',
};

/** The one place a DomainError becomes a TRPCError (the envelope mapper reads the cause back). */
export function toTRPCError(error: unknown): unknown {
  if (error instanceof DomainError) {
    return new TRPCError({ code: trpcCodeOfKind[error.kind], message: error.message, cause: error });
  }
  return error;
}

/** Business code and field issues travel to typed clients in `shape.data`. */
export function formatError({ shape, error }: { shape: DefaultErrorShape; error: TRPCError }) {
  const cause = error.cause;
  return {
    ...shape,
    data: {
      ...shape.data,
      stack: undefined,
      businessCode: cause instanceof DomainError ? cause.code : null,
      // What a business refusal names beyond its message (e.g. the failed check and the tab to show, 002 §5).
      businessData: cause instanceof DomainError ? cause.data : null,
      fieldIssues:
        cause instanceof ZodError ? cause.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) : null,
    },
  };
}
