import { allCalls, commonMessages } from '@portal/contracts';

/**
 * What every failed call means for the user (000 §8), decided in one place. The tRPC link in
 * trpc.ts hands each failure to `reportCallFailure`; the app installs the effects (toast, session
 * expiry) with `setCallFailureEffects`. Screens only add field errors of their own.
 */
export interface CallFailure {
  /** tRPC path, e.g. `auth.vipLogin`. */
  path: string;
  /** HTTP status, or null when no response arrived. */
  httpStatus: number | null;
  /** tRPC error code (UNAUTHORIZED, FORBIDDEN, …), or null. */
  code: string | null;
  /** The legacy business code (666, 4001, …), or null. */
  businessCode: number | null;
  /** Server message, when the response carried one. */
  message: string | null;
  /** No response at all (offline, connection refused, aborted by the network). */
  network: boolean;
  /** The caller asked for no toast (`trpc: { context: { silent: true } }`). */
  silent: boolean;
}

export type CallFailureAction = { kind: 'expired' } | { kind: 'toast'; message: string } | { kind: 'none' };

/** 000 §8's silent list as tRPC paths: every call the catalogue marks silent (`silent: true`). */
export const SILENT_PATHS: ReadonlySet<string> = new Set(
  allCalls.filter((call) => call.silent).map((call) => `${call.area}.${call.procedure}`),
);

/** The operator console's calls (issue 27): their 401 is the operator's session, never the company's. */
const isOperatorCall = (path: string) => path.startsWith('ops.');

/** Pure: what the user sees for one failure. 401 always ends the session, silent or not (000 §8). */
export function decideCallFailure(failure: CallFailure): CallFailureAction {
  const unauthorized = failure.httpStatus === 401 || failure.code === 'UNAUTHORIZED';
  // The console sends its operator to /ops/login itself; a company session, if any, is left alone.
  if (unauthorized && isOperatorCall(failure.path)) return { kind: 'none' };
  if (unauthorized) return { kind: 'expired' };
  if (failure.silent || SILENT_PATHS.has(failure.path)) return { kind: 'none' };
  if (failure.httpStatus === 403 || failure.code === 'FORBIDDEN')
    return { kind: 'toast', message: commonMessages.forbidden };
  return { kind: 'toast', message: genericFailureMessage(failure) };
}

/** 000 §8 generic request error: the response's message, else network or server wording. */
export function genericFailureMessage(failure: Pick<CallFailure, 'message' | 'network'>): string {
  if (failure.message) return failure.message;
  return failure.network ? commonMessages.networkPoor : commonMessages.serverBusy;
}

interface ErrorLike {
  message?: unknown;
  cause?: unknown;
  data?: { httpStatus?: unknown; code?: unknown; businessCode?: unknown } | null;
  shape?: unknown;
}

/** Reads a TRPCClientError (or anything thrown) into a CallFailure. */
export function describeCallError(error: unknown, path: string, silent = false): CallFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const data = e.data ?? null;
  const httpStatus = typeof data?.httpStatus === 'number' ? data.httpStatus : null;
  // Without a tRPC error shape the server never answered in tRPC terms: a fetch failure is the network,
  // anything else (an HTML 502 page) is the server.
  const network = data === null && isNetworkError(e);
  const message = data !== null && typeof e.message === 'string' && e.message ? e.message : null;
  return {
    path,
    httpStatus,
    code: typeof data?.code === 'string' ? data.code : null,
    businessCode: typeof data?.businessCode === 'number' ? data.businessCode : null,
    message,
    network,
    silent,
  };
}

function isNetworkError(e: ErrorLike): boolean {
  const text = `${String(e.message ?? '')} ${e.cause instanceof Error ? `${e.cause.name} ${e.cause.message}` : ''}`;
  return /fetch|network|Load failed|ECONNREFUSED/i.test(text) || e.cause instanceof TypeError;
}

export interface CallFailureEffects {
  toast(message: string): void;
  sessionExpired(): void;
}

let effects: CallFailureEffects | null = null;

export function setCallFailureEffects(next: CallFailureEffects | null): void {
  effects = next;
}

/** Called by the tRPC link for every failed operation. */
export function reportCallFailure(failure: CallFailure): void {
  const action = decideCallFailure(failure);
  if (action.kind === 'expired') effects?.sessionExpired();
  else if (action.kind === 'toast') effects?.toast(action.message);
}

/** Field helpers for screens that show errors beside inputs. */
export function businessCodeOf(error: unknown): number | null {
  return describeCallError(error, '').businessCode;
}

export function fieldIssuesOf(error: unknown): Array<{ path: string; message: string }> {
  const data = (error as { data?: { fieldIssues?: unknown } } | null)?.data;
  return Array.isArray(data?.fieldIssues) ? (data.fieldIssues as Array<{ path: string; message: string }>) : [];
}

export function messageOf(error: unknown): string {
  return genericFailureMessage(describeCallError(error, ''));
}
