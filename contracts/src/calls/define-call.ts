import type { z } from 'zod';

/** HTTP method as the spec writes it; STREAM is a GET answered as text/event-stream. */
export type LegacyMethod = 'GET' | 'POST' | 'DELETE' | 'STREAM';

/** Where the legacy client sends the call (000 §7). `/storage` is our upload host (001 §7 upload flow). */
export type LegacyBase = '/api' | '/api/v1' | '/rtc' | '/rtc/api/v1' | '/storage';

/**
 * Who may make the call. Each value maps to one tRPC middleware:
 * public (visitors), authed (any logged-in user), manager (organisation or company administrator),
 * superAdmin (role 超管), openapi (subscription key and signature headers, 002 §6), device (a kiosk's
 * long device token, issue 29), operator (the platform operator's own session, issue 27).
 */
export type CallAccess = 'public' | 'authed' | 'manager' | 'superAdmin' | 'openapi' | 'device' | 'operator';

export type ProcedureKind = 'query' | 'mutation' | 'subscription';

export interface LegacyRoute {
  readonly method: LegacyMethod;
  readonly base: LegacyBase;
  /** Paths under the base; `{name}` segments are path parameters merged into the input. */
  readonly paths: readonly string[];
  /** `spec` when the documents show the path, `ours` when they do not and we chose it. */
  readonly origin: 'spec' | 'ours';
}

export interface CallDefinition<TInput extends z.ZodType = z.ZodType, TOutput extends z.ZodType = z.ZodType> {
  /** The call's id in shared/spec/calls.json, or an id of ours for extensions (`specId: null`). */
  readonly id: string;
  readonly specId: string | null;
  /** tRPC namespace; matches the spec's area. */
  readonly area: string;
  /** Procedure key inside the area: the legacy operation name. */
  readonly procedure: string;
  readonly kind: ProcedureKind;
  readonly access: CallAccess;
  readonly legacy: LegacyRoute;
  /** On the client's silent list (000 §8): business errors are not toasted. */
  readonly silent: boolean;
  readonly summary: string;
  /** Multipart file fields the legacy adapter streams to disk and passes as UploadedFile. */
  readonly files?: readonly string[];
  readonly input: TInput;
  readonly output: TOutput;
}

/** Keeps the literal types of a call so routers and clients infer its exact input and output. */
export const defineCall = <const TCall extends CallDefinition>(call: TCall): TCall => call;
