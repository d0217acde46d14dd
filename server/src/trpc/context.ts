import type { Database } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import type { AppConfig } from '../config/env';
import type { MessageDelivery } from '../services/delivery/delivery';
import type { Storage } from '../services/storage/storage';
import type { SpeechEngine } from '../services/speech/engine';
import type { HeavyWorkPool } from '../threads/heavy-work';

/** The logged-in user as procedures see it (000 §3 current user, trimmed to what rules need). */
export interface SessionUser {
  id: string;
  companyId: string;
  displayName: string;
  email: string | null;
  roles: string[];
}

export interface SessionCompany {
  id: string;
  displayName: string;
  validEndTime: Date | null;
}

export interface CookieOptions {
  httpOnly?: boolean;
  maxAgeMs?: number;
  sameSite?: 'lax' | 'strict';
}

/** Lets handlers set and clear cookies without knowing which adapter answers the request. */
export interface ResponseCookies {
  set(name: string, value: string, options?: CookieOptions): void;
  clear(name: string): void;
}

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
}

const noCookies: ResponseCookies = { set() {}, clear() {} };

export function createInnerContext(
  deps: AppDeps,
  parts: Partial<Omit<Context, keyof AppDeps>> = {},
): Context {
  return {
    ...deps,
    sessionTokenHash: parts.sessionTokenHash ?? null,
    user: parts.user ?? null,
    company: parts.company ?? null,
    request: parts.request ?? { ip: '127.0.0.1', host: 'localhost', origin: 'http://localhost:3000', userAgent: '', headers: {}, cookies: {} },
    cookies: parts.cookies ?? noCookies,
  };
}
