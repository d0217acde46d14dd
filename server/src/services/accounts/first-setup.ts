import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { accountRuleMessages, setupMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { setupTokens, users } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { enforce, type RateRule } from '../rate-limit/rate-limit';
import { createSuperAdmin, CreateAdminError, type FirstAdminRequest, type Transaction } from './create-admin';
import { RATE_LIMITED_CODE } from './codes';
import { ROLE_SUPER_ADMIN } from './roles';
import { createOperator, hasOperator } from '../operators/operator-accounts';

/** A printed setup link lives a day; each start while no super administrator exists prints a new one. */
export const SETUP_TOKEN_TTL_MS = 24 * 3_600_000;
/** Business code of a wrong, used or expired setup link (as the password links: 410). */
export const SETUP_LINK_INVALID_CODE = 410;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether any account holds the super administrator role (超管), deleted or not. */
export async function hasSuperAdmin(db: Database | Transaction): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.roles} @> jsonb_build_array(${ROLE_SUPER_ADMIN}::text)`)
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the install is set up: a super administrator exists (one company, or a platform's
 * company) or an operator does (platform mode, issue 27). Either way the setup link is spent.
 */
export async function isSetUp(db: Database | Transaction): Promise<boolean> {
  return (await hasSuperAdmin(db)) || (await hasOperator(db));
}

/**
 * At start: while the install is not set up, replaces any unused setup token by a fresh one
 * (256 random bits, only its SHA-256 kept) and returns the link to print; null once one exists.
 */
export async function issueSetupLink(db: Database, publicUrl: string, now = new Date()): Promise<string | null> {
  if (await isSetUp(db)) {
    await db.delete(setupTokens);
    return null;
  }
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(setupTokens).where(isNull(setupTokens.usedAt));
    await tx
      .insert(setupTokens)
      .values({ tokenHash: hash(token), expiresAt: new Date(now.getTime() + SETUP_TOKEN_TTL_MS) });
  });
  return `${publicUrl.replace(/\/+$/, '')}/setup?token=${token}`;
}

const live = (token: string, now: Date) =>
  and(eq(setupTokens.tokenHash, hash(token)), isNull(setupTokens.usedAt), gt(setupTokens.expiresAt, now));

/** Whether the link would still set the platform up: live, unused, and no super administrator yet. */
export async function setupTokenValid(db: Database, token: string, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ hash: setupTokens.tokenHash }).from(setupTokens).where(live(token, now)).limit(1);
  return row !== undefined && !(await isSetUp(db));
}

const invalidLink = () => DomainError.business(SETUP_LINK_INVALID_CODE, setupMessages.linkInvalid);

/** Claims the link inside the transaction that sets the install up: of two racing requests, one commits. */
const claimSetupToken = (token: string, now: Date) => async (tx: Transaction) => {
  const claimed = await tx
    .update(setupTokens)
    .set({ usedAt: now })
    .where(live(token, now))
    .returning({ hash: setupTokens.tokenHash });
  if (claimed.length === 0 || (await isSetUp(tx))) throw invalidLink();
};

/**
 * Platform mode (issue 27): the link creates the platform operator instead of a company. The
 * operator then creates companies in the console; no company exists until then.
 */
export async function setupOperator(
  db: Database,
  token: string,
  request: { email: string; displayName: string; password: string },
  now = new Date(),
) {
  if (!(await setupTokenValid(db, token, now))) throw invalidLink();
  return db.transaction(async (tx) => {
    await claimSetupToken(token, now)(tx);
    return createOperator(tx, request);
  });
}

/**
 * Creates the company and its super administrator through create-admin's service, claiming the
 * token in the same transaction: a wrong, used or expired token, or a super administrator that
 * already exists, writes nothing; of two requests racing with one token, only one commits.
 */
export async function setupFirstAdmin(db: Database, token: string, request: FirstAdminRequest, now = new Date()) {
  if (!(await setupTokenValid(db, token, now))) throw invalidLink();
  const claim = claimSetupToken(token, now);
  try {
    return await createSuperAdmin(db, request, now, claim);
  } catch (error) {
    // The schema checked the fields already; an address with an account is the one refusal left.
    if (error instanceof CreateAdminError) throw DomainError.business(400, accountRuleMessages.emailTaken);
    throw error;
  }
}

/** Setup attempts and link checks per IP: a person needs a handful; the token cannot be guessed anyway. */
export const SETUP_IP_RULE: RateRule = { name: 'setup-ip', limit: 20, windowMs: 15 * 60_000 };

export const throttleSetup = (db: Database, ip: string) =>
  enforce(db, [[SETUP_IP_RULE, ip]], () => DomainError.business(RATE_LIMITED_CODE, setupMessages.tooOften));
