import { and, count, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { accountRuleMessages, commonMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { companies, invitationCodes, invitationFailures } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { refreshCompanySessions } from '../accounts/sessions';

/** Business code of a wrong or used invitation code (the spec shows none; the client maps any failure to 请输入正确的邀请码). */
export const INVITE_CODE_INVALID = 4001;
/** Business code of an invitation offered to a company that is still valid (ours). */
export const COMPANY_ALREADY_ACTIVE = 4003;

/**
 * A company needs activation when it was never activated (no validEndTime) or its validEndTime
 * has passed (000 §4: the expiry that sends users to /code).
 */
export const companyNeedsActivation = (validEndTime: Date | null, now = new Date()) =>
  validEndTime === null || validEndTime.getTime() <= now.getTime();

/** Wrong codes a company may enter per hour before it has to wait. */
export const MAX_INVITATION_FAILURES_PER_HOUR = 10;

/**
 * Accepts an invitation (000 §2 /code): only for a company that needs activation (a valid one is
 * refused, so a member cannot rename it through /code); the code must exist and be unused; the
 * company stays valid for the code's days from now. The entered name becomes the company's name
 * only when a manager accepts: a member renews the company under the name its managers gave it
 * (000 §4 is silent on who may rename; ours). Codes match case-insensitively.
 */
export async function acceptInvitation(
  db: Database,
  accepter: { companyId: string; mayRename: boolean },
  code: string,
  companyName: string,
  now = new Date(),
) {
  const { companyId } = accepter;
  const [company] = await db
    .select({ validEndTime: companies.validEndTime })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company || !companyNeedsActivation(company.validEndTime, now))
    throw DomainError.business(COMPANY_ALREADY_ACTIVE, accountRuleMessages.companyAlreadyActive);
  const [failures] = await db
    .select({ n: count() })
    .from(invitationFailures)
    .where(
      and(
        eq(invitationFailures.companyId, companyId),
        gt(invitationFailures.createdAt, new Date(now.getTime() - 3_600_000)),
      ),
    );
  if ((failures?.n ?? 0) >= MAX_INVITATION_FAILURES_PER_HOUR)
    throw DomainError.business(429, commonMessages.tooManyRequests);
  try {
    await redeem(db, companyId, code, accepter.mayRename ? companyName : null, now);
  } catch (error) {
    if (error instanceof DomainError && error.code === INVITE_CODE_INVALID)
      await db.insert(invitationFailures).values({ companyId, createdAt: now });
    throw error;
  }
}

async function redeem(db: Database, companyId: string, code: string, companyName: string | null, now: Date) {
  await db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(invitationCodes)
      .set({ usedByCompanyId: companyId, usedAt: now })
      .where(and(eq(invitationCodes.code, code.toUpperCase()), isNull(invitationCodes.usedAt)))
      .returning();
    if (!invitation) throw DomainError.business(INVITE_CODE_INVALID, accountRuleMessages.inviteCodeInvalid);
    const validEndTime = new Date(now.getTime() + invitation.validDays * 24 * 3_600_000);
    // Conditional on the company still needing activation: two accepts racing renew it once.
    const [renewed] = await tx
      .update(companies)
      .set({ ...(companyName ? { displayName: companyName } : {}), validEndTime })
      .where(and(eq(companies.id, companyId), or(isNull(companies.validEndTime), lte(companies.validEndTime, now))))
      .returning({ id: companies.id });
    if (!renewed) throw DomainError.business(COMPANY_ALREADY_ACTIVE, accountRuleMessages.companyAlreadyActive);
  });
  // After the commit, so no request re-reads the old licence into the cache.
  await refreshCompanySessions(db, companyId);
}
