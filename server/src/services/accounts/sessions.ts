import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, sessions, users } from '../../db/schema/index';
import type { ResponseCookies, SessionCompany, SessionUser } from '../../trpc/context';

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

/** The live session of a token; expired sessions, locked or deleted users resolve to null. */
export async function resolveSession(db: Database, token: string): Promise<ResolvedSession | null> {
  if (token.length < 16 || token.length > 128) return null;
  const tokenHash = hashSessionToken(token);
  const [row] = await db
    .select({ user: users, company: companies })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date()), isNull(users.deletedAt), eq(users.locked, false)))
    .limit(1);
  if (!row) return null;
  return {
    tokenHash,
    user: {
      id: row.user.id,
      companyId: row.user.companyId,
      displayName: row.user.displayName,
      email: row.user.email,
      roles: row.user.roles,
    },
    company: { id: row.company.id, displayName: row.company.displayName, validEndTime: row.company.validEndTime },
  };
}

export async function deleteSession(db: Database, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
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
}
