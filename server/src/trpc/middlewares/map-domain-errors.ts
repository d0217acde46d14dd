import { DomainError } from '../../services/domain-error';
import { toTRPCError } from '../error-mapper';
import { middleware } from '../init';

/** Turns a DomainError thrown by a handler into a TRPCError carrying it as cause. */
export const mapDomainErrors = middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) throw toTRPCError(result.error.cause);
  return result;
});
