import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operatorSessions, operators } from '../../db/schema/index';
import type { ResponseCookies } from '../accounts/session-types';
import { operatorView, type OperatorActor } from './operator-accounts';

/**
 * The operator's cookie: its own name, httpOnly and SameSite=Strict, read only by the operator
 * middleware; the company session cookie is never read by an operator call, nor this one by a
 * company call, so holding one grants nothing in the other realm.
 */
export const OPS_SESSION_COOKIE = 'ops_session';
/** A console session lasts a working day and ends with the browser. */
export const OPS_SESSION_MS = 12 * 3_600_000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function signInOperator(deps: { db: Database; cookies: ResponseCookies }, operatorId: string) {
  const token = randomBytes(32).toString('base64url');
  await deps.db
    .insert(operatorSessions)
    .values({ tokenHash: hash(token), operatorId, expiresAt: new Date(Date.now() + OPS_SESSION_MS) });
  deps.cookies.set(OPS_SESSION_COOKIE, token, { httpOnly: true, sameSite: 'strict' });
}

/** The live operator of a cookie's token; an expired session or a disabled operator is none. */
export async function resolveOperatorSession(db: Database, token: string): Promise<OperatorActor | null> {
  if (token.length < 16 || token.length > 128) return null;
  const [row] = await db
    .select({
      id: operators.id,
      email: operators.email,
      displayName: operators.displayName,
      mustChangePassword: operators.mustChangePassword,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, hash(token)),
        gt(operatorSessions.expiresAt, new Date()),
        eq(operators.disabled, false),
      ),
    )
    .limit(1);
  return row ? operatorView(row) : null;
}

export async function signOutOperator(deps: { db: Database; cookies: ResponseCookies }, token: string | undefined) {
  if (token) await deps.db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, hash(token)));
  deps.cookies.clear(OPS_SESSION_COOKIE);
}

/**
 * Ends an operator's console sessions, in the caller's transaction: all of them when the operator is
 * disabled, all but `keepToken`'s when they change their password (the tab that changed it stays in).
 */
export async function endOperatorSessions(tx: Pick<Database, 'delete'>, operatorId: string, keepToken?: string) {
  const own = eq(operatorSessions.operatorId, operatorId);
  await tx.delete(operatorSessions).where(keepToken ? and(own, ne(operatorSessions.tokenHash, hash(keepToken))) : own);
}
