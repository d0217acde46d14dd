import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { accountRuleMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { verificationCodes, type VerificationPurpose } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import type { MessageDelivery } from '../delivery/delivery';
import { enforce, hit, type RateRule } from '../rate-limit/rate-limit';

/** Codes live 5 minutes; the spec's send button counts down 60 s (002 §4), so one send per minute. */
export const CODE_TTL_MS = 5 * 60_000;
export const RESEND_INTERVAL_MS = 60_000;
export const MAX_SENDS_PER_ADDRESS_PER_HOUR = 10;
export const MAX_SENDS_PER_IP_PER_HOUR = 30;
/** Tries per code, right or wrong: the fifth wrong guess leaves none. */
export const MAX_WRONG_ATTEMPTS = 5;
/** Business code of a refused send (the spec shows no code for it). */
export const RATE_LIMITED_CODE = 429;
/** 000 §8: wrong password or code answers status 666. */
export const LOGIN_FAILED_CODE = 666;

const hashCode = (address: string, code: string) => createHash('sha256').update(`${address}:${code}`).digest('hex');

export interface CodeRequest {
  channel: 'email' | 'sms';
  address: string;
  purpose: VerificationPurpose;
  ip: string;
}

/** One send per address and purpose per minute (the spec's 60 s countdown, 002 §4). */
export const CODE_RESEND_RULE: RateRule = { name: 'code-resend', limit: 1, windowMs: RESEND_INTERVAL_MS };
export const CODE_ADDRESS_RULE: RateRule = {
  name: 'code-address',
  limit: MAX_SENDS_PER_ADDRESS_PER_HOUR,
  windowMs: 3_600_000,
};
export const CODE_IP_RULE: RateRule = { name: 'code-ip', limit: MAX_SENDS_PER_IP_PER_HOUR, windowMs: 3_600_000 };

/**
 * Issues a 6-digit code and delivers it; refuses with a business error when sent too often. The
 * limits are the shared rate limiter's counters (services/rate-limit), atomic across processes;
 * the minute rule is checked first so a double click does not spend the hourly budgets.
 */
export async function sendCode(db: Database, delivery: MessageDelivery, request: CodeRequest, now = new Date()) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  if (!(await hit(db, CODE_RESEND_RULE, `${request.purpose}:${request.address}`, now)).allowed) throw tooOften();
  await enforce(
    db,
    [
      [CODE_ADDRESS_RULE, request.address],
      [CODE_IP_RULE, request.ip],
    ],
    tooOften,
    now,
  );
  await db.insert(verificationCodes).values({
    channel: request.channel,
    address: request.address,
    purpose: request.purpose,
    codeHash: hashCode(request.address, code),
    requestIp: request.ip,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  await delivery.send({
    channel: request.channel,
    address: request.address,
    subject: '验证码',
    body: `您的验证码是 ${code}，5分钟内有效。如非本人操作，请忽略本消息。`,
  });
}

const tooOften = () => DomainError.business(RATE_LIMITED_CODE, accountRuleMessages.codeSendTooOften);

/**
 * Consumes the newest live code of the address; a wrong code counts against its attempt budget.
 * Throws 验证码错误 (status 666) for a wrong, expired, used or exhausted code.
 */
export async function consumeCode(
  db: Database,
  target: { address: string; purpose: VerificationPurpose },
  code: string,
  now = new Date(),
) {
  const [live] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.address, target.address),
        eq(verificationCodes.purpose, target.purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const wrong = () => DomainError.business(LOGIN_FAILED_CODE, accountRuleMessages.codeWrong);
  if (!live) throw wrong();
  // Every try is counted before comparing, in one statement: concurrent guesses share the budget.
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, live.id), lt(verificationCodes.attempts, MAX_WRONG_ATTEMPTS)))
    .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
  if (!row || row.codeHash !== hashCode(target.address, code.trim())) throw wrong();
  // Conditional update: two requests racing with the same code cannot both succeed.
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw wrong();
}
