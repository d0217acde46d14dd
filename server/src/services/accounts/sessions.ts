import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, sessions, users } from '../../db/schema/index';
import { invalidateSessions, sessionCache } from './session-cache';
import type { ResponseCookies, SessionCompany, SessionUser } from './session-types';

/** httpOnly cookie carrying the session token (000 §4: the "ice-token cookie" login marker). */
export const SESSION_COOKIE = 'ice-token';
/** Readable flag the client checks before bootstrapping a session (000 §4 "login cookie"). */
export const LOGIN_FLAG_COOKIE = 'isLogin';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A plain login lasts a working day; isPersistent (000 §7 vip/login) keeps it for 30 days. */
export const sessionLifetimeMs = (persistent: boolean) => (persistent ? 30 * DAY_MS : DAY_MS);

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Database, userId: string, persistent: boolean) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + sessionLifetimeMs(persistent));
  await db.insert(sessions).values({ tokenHash: hashSessionToken(token), userId, persistent, expiresAt });
  return { token, expiresAt };
}

export interface ResolvedSession {
  tokenHash: string;
  user: SessionUser;
  company: SessionCompany;
}

/** The narrow columns a request needs, as one statement prepared once per database. */
const preparedLookups = new WeakMap<Database, ReturnType<typeof prepareLookup>>();
function prepareLookup(db: Database) {
  return db
    .select({
      userId: users.id,
      companyId: users.companyId,
      displayName: users.displayName,
      email: users.email,
      roles: users.roles,
      companyName: companies.displayName,
      validEndTime: companies.validEndTime,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deletedAt),
        eq(users.locked, false),
        // A suspended company's sessions end at once (issue 27), whichever way they were started.
        eq(companies.status, 'active'),
      ),
    )
    .limit(1)
    .prepare('resolve_session');
}
const lookup = (db: Database) => {
  let prepared = preparedLookups.get(db);
  if (!prepared) preparedLookups.set(db, (prepared = prepareLookup(db)));
  return prepared;
};

/**
 * The live session of a token; expired sessions, locked or deleted users resolve to null.
 * Answers come from a short-lived cache (session-cache.ts) that every change of a session's user
 * or company invalidates; the returned object is shared, so callers must not change it.
 */
export async function resolveSession(db: Database, token: string): Promise<ResolvedSession | null> {
  if (token.length < 16 || token.length > 128) return null;
  const tokenHash = hashSessionToken(token);
  const cached = sessionCache.get(tokenHash) as ResolvedSession | undefined;
  if (cached) return cached;
  const startedAt = sessionCache.generation;
  const [row] = await lookup(db).execute({ tokenHash });
  if (!row) return null;
  const session: ResolvedSession = {
    tokenHash,
    user: {
      id: row.userId,
      companyId: row.companyId,
      displayName: row.displayName,
      email: row.email,
      roles: row.roles,
    },
    company: { id: row.companyId, displayName: row.companyName, validEndTime: row.validEndTime },
  };
  sessionCache.set(
    tokenHash,
    session,
    { userId: row.userId, companyId: row.companyId, sessionExpiresAt: row.expiresAt.getTime() },
    startedAt,
  );
  return session;
}

export async function deleteSession(db: Database, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  await invalidateSessions(db, { tokenHash });
}

/** Starts a session and sets the session cookie and the readable login flag (000 §4 login markers). */
export async function signIn(deps: { db: Database; cookies: ResponseCookies }, userId: string, persistent: boolean) {
  const { token } = await createSession(deps.db, userId, persistent);
  // A plain login's cookies end with the browser session; isPersistent keeps them for the session's life.
  const maxAgeMs = persistent ? sessionLifetimeMs(true) : undefined;
  deps.cookies.set(SESSION_COOKIE, token, { httpOnly: true, ...(maxAgeMs ? { maxAgeMs } : {}) });
  deps.cookies.set(LOGIN_FLAG_COOKIE, '1', { httpOnly: false, ...(maxAgeMs ? { maxAgeMs } : {}) });
}

export function clearLoginCookies(cookies: ResponseCookies) {
  cookies.clear(SESSION_COOKIE);
  cookies.clear(LOGIN_FLAG_COOKIE);
}

/** Ends every session of a user (after a password change or reset). */
export async function deleteUserSessions(db: Database, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await invalidateSessions(db, { userId });
}

/**
 * Ends every session of a user but the one making the change (a password change from this device):
 * whoever else held the old password is signed out, as GitHub and Google do.
 */
export async function deleteOtherUserSessions(db: Database, userId: string, keepTokenHash: string | null) {
  await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.userId, userId),
    );
  await invalidateSessions(db, { userId });
}

/** After a change to what a session carries (roles, name, e-mail, password) while it stays valid. */
export const refreshUserSessions = (db: Database, userId: string) => invalidateSessions(db, { userId });

/** After a change to a company's name or licence end: its members' cached sessions go. */
export const refreshCompanySessions = (db: Database, companyId: string) => invalidateSessions(db, { companyId });
