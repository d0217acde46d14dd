/**
 * The one error type services throw. `code` is the business code the legacy envelope answers
 * (000 §8: any code other than 200/0 is an error whose message the client shows).
 * `kind` tells the two mappers (tRPC and envelope) which HTTP status belongs to it.
 */
export type DomainErrorKind =
  | 'business'
  | 'invalidInput'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'tooManyRequests'
  | 'notImplemented'
  | 'refused';

export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly kind: DomainErrorKind,
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }

  /** A business rule refused the request; HTTP 200 with the rule's own code and message. */
  static business(code: number, message: string, data: unknown = null) {
    return new DomainError('business', code, message, data);
  }
  static invalidInput(message: string, data: unknown = null) {
    return new DomainError('invalidInput', 400, message, data);
  }
  static unauthorized(message: string) {
    return new DomainError('unauthorized', 401, message);
  }
  static forbidden(message: string) {
    return new DomainError('forbidden', 403, message);
  }
  static notFound(message: string) {
    return new DomainError('notFound', 404, message);
  }
  static tooManyRequests(message: string) {
    return new DomainError('tooManyRequests', 429, message);
  }
  /** A request refused with a 4xx status and its own message (e.g. the storage host's checks). */
  static refused(status: 400 | 403 | 413 | 415, message: string) {
    return new DomainError('refused', status, message);
  }
  static notImplemented(message: string, data: unknown = null) {
    return new DomainError('notImplemented', 501, message, data);
  }
}

/** HTTP status of each kind; business errors travel with HTTP 200 as the legacy client expects. */
export const httpStatusOfKind: Record<DomainErrorKind, number> = {
  business: 200,
  invalidInput: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  tooManyRequests: 429,
  notImplemented: 501,
  refused: 403,
};

/** The HTTP status of an error: refused errors carry theirs as the code. */
export const httpStatusOf = (error: DomainError) =>
  error.kind === 'refused' ? error.code : httpStatusOfKind[error.kind];
