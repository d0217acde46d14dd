import { sql } from 'drizzle-orm';
import { processSettings } from '../../config/env';
import type { Database } from '../../db/client';

/**
 * A short-lived in-process cache of resolved sessions, keyed by the token's hash, so an
 * authenticated request does not pay a database round trip for its session.
 *
 * Staleness is bounded twice: every entry lives at most SESSION_CACHE_MS (default 3 s), and every
 * change that could make a cached session wrong (logout, lock, delete, role or profile change,
 * password change or reset, company change) invalidates explicitly — here at once, and in other
 * processes through a PostgreSQL NOTIFY on SESSION_INVALIDATION_CHANNEL (see session-listener.ts).
 * A process that misses a notification (a dropped listener connection) serves a stale entry for
 * at most the TTL. With PGlite everything runs in one process, so the local invalidation is all.
 */
export const SESSION_INVALIDATION_CHANNEL = 'portal_session_invalidate';

/** Bounds memory under a flood of distinct valid tokens; the oldest entries go first. */
const MAX_ENTRIES = 10_000;

export type SessionInvalidation = { tokenHash: string } | { userId: string } | { companyId: string } | { all: true };

interface Entry<T> {
  value: T;
  userId: string;
  companyId: string;
  expiresAt: number;
}

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Bumped by every invalidation: a lookup that started before one must not be stored after it. */
  private generationCounter = 0;

  constructor(private readonly ttlMs: number) {}

  get generation() {
    return this.generationCounter;
  }

  get(tokenHash: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.value;
  }

  /** Stores a lookup's answer unless an invalidation happened since the lookup began. */
  set(
    tokenHash: string,
    value: T,
    owner: { userId: string; companyId: string; sessionExpiresAt: number },
    startedAt: number,
    now = Date.now(),
  ) {
    if (this.ttlMs === 0 || startedAt !== this.generationCounter) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, {
      value,
      userId: owner.userId,
      companyId: owner.companyId,
      expiresAt: Math.min(now + this.ttlMs, owner.sessionExpiresAt),
    });
  }

  invalidate(what: SessionInvalidation) {
    this.generationCounter++;
    if ('all' in what) return this.entries.clear();
    if ('tokenHash' in what) return void this.entries.delete(what.tokenHash);
    for (const [key, entry] of this.entries) {
      if ('userId' in what ? entry.userId === what.userId : entry.companyId === what.companyId)
        this.entries.delete(key);
    }
  }

  get size() {
    return this.entries.size;
  }
}

/** The process's cache; the resolved session type lives with resolveSession. */
export const sessionCache = new SessionCache<unknown>(processSettings().sessionCacheMs);

/**
 * Drops cached sessions here and tells other processes. Call it after the change is written; in a
 * transaction NOTIFY is delivered on commit, and the local drop before commit is covered by the
 * generation check plus the TTL.
 */
export async function invalidateSessions(db: Database, what: SessionInvalidation) {
  sessionCache.invalidate(what);
  await db.execute(sql`select pg_notify(${SESSION_INVALIDATION_CHANNEL}, ${JSON.stringify(what)})`);
}

/** Applies an invalidation received from another process (a malformed payload clears everything). */
export function applyRemoteInvalidation(payload: string | undefined) {
  try {
    const what = JSON.parse(payload ?? '') as SessionInvalidation;
    if (
      what &&
      typeof what === 'object' &&
      ('tokenHash' in what || 'userId' in what || 'companyId' in what || 'all' in what)
    )
      return sessionCache.invalidate(what);
  } catch {
    // fall through
  }
  sessionCache.invalidate({ all: true });
}
