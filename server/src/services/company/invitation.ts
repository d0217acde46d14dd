import { and, eq, isNull } from 'drizzle-orm';
import { accountRuleMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { companies, invitationCodes } from '../../db/schema/index';
import { DomainError } from '../domain-error';

/** Business code of a wrong or used invitation code (the spec shows none; the client maps any failure to 请输入正确的邀请码). */
export const INVITE_CODE_INVALID = 4001;

/**
 * Accepts an invitation (000 §2 /code): the code must exist and be unused; the user's company
 * takes the entered name and stays valid for the code's days from now. Codes match case-insensitively.
 */
export async function acceptInvitation(db: Database, companyId: string, code: string, companyName: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(invitationCodes)
      .set({ usedByCompanyId: companyId, usedAt: now })
      .where(and(eq(invitationCodes.code, code.toUpperCase()), isNull(invitationCodes.usedAt)))
      .returning();
    if (!invitation) throw DomainError.business(INVITE_CODE_INVALID, accountRuleMessages.inviteCodeInvalid);
    const validEndTime = new Date(now.getTime() + invitation.validDays * 24 * 3_600_000);
    await tx.update(companies).set({ displayName: companyName, validEndTime }).where(eq(companies.id, companyId));
  });
}
