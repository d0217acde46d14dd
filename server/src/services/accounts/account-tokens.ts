import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountTokens } from '../../db/schema/index';

export type AccountTokenPurpose = 'passwordReset' | 'passwordCreate' | 'login';

/** Reset links live 30 minutes, password-creation links 3 days, login tokens 5 minutes. */
export const TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  passwordReset: 30 * 60_000,
  passwordCreate: 3 * 24 * 3_600_000,
  login: 5 * 60_000,
};

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueAccountToken(db: Database, userId: string, purpose: AccountTokenPurpose, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(accountTokens)
    .values({ tokenHash: hash(token), userId, purpose, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]) });
  return token;
}

/** The token's user when it is live and unused; marks it used in the same statement (single use). */
export async function consumeAccountToken(db: Database, token: string, purpose: AccountTokenPurpose, now = new Date()) {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hash(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}
