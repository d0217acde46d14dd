import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { accountRuleMessages, commonMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { companies, invitationCodes, invitationFailures } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { refreshCompanySessions } from '../accounts/sessions';

/** Business code of a wrong or used invitation code (the spec shows none; the client maps any failure to 请输入正确的邀请码). */
export const INVITE_CODE_INVALID = 4001;

/**
 * Accepts an invitation (000 §2 /code): the code must exist and be unused; the user's company
 * takes the entered name and stays valid for the code's days from now. Codes match case-insensitively.
 */
/** Wrong codes a company may enter per hour before it has to wait. */
export const MAX_INVITATION_FAILURES_PER_HOUR = 10;

export async function acceptInvitation(db: Database, companyId: string, code: string, companyName: string, now = new Date()) {
  const [failures] = await db
    .select({ n: count() })
    .from(invitationFailures)
    .where(and(eq(invitationFailures.companyId, companyId), gt(invitationFailures.createdAt, new Date(now.getTime() - 3_600_000))));
  if ((failures?.n ?? 0) >= MAX_INVITATION_FAILURES_PER_HOUR) throw DomainError.business(429, commonMessages.tooManyRequests);
  try {
    await redeem(db, companyId, code, companyName, now);
  } catch (error) {
    if (error instanceof DomainError && error.code === INVITE_CODE_INVALID) await db.insert(invitationFailures).values({ companyId, createdAt: now });
    throw error;
  }
}

async function redeem(db: Database, companyId: string, code: string, companyName: string, now: Date) {
  await db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(invitationCodes)
      .set({ usedByCompanyId: companyId, usedAt: now })
      .where(and(eq(invitationCodes.code, code.toUpperCase()), isNull(invitationCodes.usedAt)))
      .returning();
    if (!invitation) throw DomainError.business(INVITE_CODE_INVALID, accountRuleMessages.inviteCodeInvalid);
    const validEndTime = new Date(now.getTime() + invitation.validDays * 24 * 3_600_000);
    await tx.update(companies).set({ displayName: companyName, validEndTime }).where(eq(companies.id, companyId));
  });
  // After the commit, so no request re-reads the old licence into the cache.
  await refreshCompanySessions(db, companyId);
}
