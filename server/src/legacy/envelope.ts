import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { commonMessages } from '@portal/contracts';
import { DomainError, httpStatusOf } from '../services/domain-error';

/** The legacy answer (000 §7): code 200 is success; any other code carries a message to show. */
export interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

export interface EnvelopeReply {
  status: number;
  body: Envelope;
}

export const success = (data: unknown): EnvelopeReply => ({
  status: 200,
  body: { code: 200, message: 'success', data: data ?? null },
});

export const failure = (status: number, code: number, message: string, data: unknown = null): EnvelopeReply => ({
  status,
  body: { code, message, data },
});

/**
 * The one place an error becomes an envelope. Business errors answer HTTP 200 with their own code;
 * invalid input 400 naming the field; no session 401; no right 403 with 无权限访问; not built 501.
 * Anything else is our fault: 500 with the generic message, logged, never the internals.
 */
export function errorToEnvelope(error: unknown): EnvelopeReply {
  const cause = error instanceof TRPCError ? (error.cause ?? error) : error;
  if (cause instanceof DomainError) {
    const message = cause.kind === 'forbidden' ? commonMessages.forbidden : cause.message;
    return failure(httpStatusOf(cause), cause.code, message, cause.data);
  }
  // Only the input parse is the caller's fault; a ZodError anywhere else (output validation, a service) is ours.
  if (cause instanceof ZodError && (!(error instanceof TRPCError) || error.code === 'BAD_REQUEST'))
    return invalidInput(cause);
  if (error instanceof TRPCError) {
    switch (error.code) {
      case 'UNAUTHORIZED':
        return failure(401, 401, commonMessages.unauthorized);
      case 'FORBIDDEN':
        return failure(403, 403, commonMessages.forbidden);
      case 'BAD_REQUEST':
      case 'PARSE_ERROR':
        return failure(400, 400, commonMessages.invalidInput);
      case 'NOT_IMPLEMENTED':
        return failure(501, 501, commonMessages.notImplemented);
      case 'TOO_MANY_REQUESTS':
        return failure(429, 429, commonMessages.tooManyRequests);
      default:
        break;
    }
  }
  console.error('[legacy] unexpected error:', error);
  return failure(500, 500, commonMessages.serverBusy);
}

/** Names the first failing field and its rule, e.g. 参数 reports 有误：…; all issues go in data. */
export function invalidInput(error: ZodError): EnvelopeReply {
  const issues = error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
  const first = issues[0];
  const message = first
    ? first.field
      ? `参数 ${first.field} 有误：${first.message}`
      : `${commonMessages.invalidInput}：${first.message}`
    : commonMessages.invalidInput;
  return failure(400, 400, message, { issues });
}
