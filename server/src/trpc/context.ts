import type { Database } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import type { AppConfig } from '../config/env';
import type { MessageDelivery } from '../services/delivery/delivery';
import type { Storage } from '../services/storage/storage';
import type { SpeechEngine } from '../services/speech/engine';
import type { CookieOptions, ResponseCookies, SessionCompany, SessionUser } from '../services/accounts/session-types';
import type { HeavyWorkPool } from '../threads/heavy-work';
import type { LiveConnection } from '../services/live/live-connection';

/** Re-exported so handlers keep naming their session types by the context they receive. */
export type { CookieOptions, ResponseCookies, SessionCompany, SessionUser };

export interface RequestInfo {
  ip: string;
  host: string;
  /** PUBLIC_URL (scheme://host[:port]): links in e-mails, callbacks and media URLs point here. */
  origin: string;
  userAgent: string;
  headers: Readonly<Record<string, string | undefined>>;
  cookies: Readonly<Record<string, string>>;
}

/** Dependencies every request shares; built once by createApp. */
export interface AppDeps {
  db: Database;
  queue: JobQueue;
  config: AppConfig;
  delivery: MessageDelivery;
  storage: Storage;
  speech: SpeechEngine;
  /** Threads for CPU-bound work; null runs it on the caller's thread (tests and scripts that need none). */
  heavy: HeavyWorkPool | null;
}

/**
 * The inner context: plain data, so tests and jobs can build one without HTTP
 * (`createInnerContext(deps, { user })`).
 */
export interface Context extends AppDeps {
  sessionTokenHash: string | null;
  user: SessionUser | null;
  company: SessionCompany | null;
  request: RequestInfo;
  cookies: ResponseCookies;
  /** The WebSocket the call came over (/api/trpc-ws); absent over plain HTTP. */
  live?: LiveConnection | undefined;
}

const noCookies: ResponseCookies = { set() {}, clear() {} };

export function createInnerContext(deps: AppDeps, parts: Partial<Omit<Context, keyof AppDeps>> = {}): Context {
  return {
    ...deps,
    sessionTokenHash: parts.sessionTokenHash ?? null,
    user: parts.user ?? null,
    company: parts.company ?? null,
    request: parts.request ?? {
      ip: '127.0.0.1',
      host: 'localhost',
      origin: 'http://localhost:3000',
      userAgent: '',
      headers: {},
      cookies: {},
    },
    cookies: parts.cookies ?? noCookies,
    ...(parts.live ? { live: parts.live } : {}),
  };
}
