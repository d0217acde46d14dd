import { and, eq } from 'drizzle-orm';
import { commonMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { users } from '../../db/schema/index';
import { customizeRightsOf, licenceView } from '../../services/accounts/current-user';
import { isManager } from '../../services/accounts/roles';
import { DomainError } from '../../services/domain-error';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** Licence cards (000 §3 licence config) and the company's customizeRights. */
export async function licenceAndRightsHandler({ ctx }: { ctx: Ctx }) {
  return {
    licenses: await licenceView(ctx.db, ctx.user.companyId),
    customizeRights: await customizeRightsOf(ctx.db, ctx.user.companyId),
  };
}

/**
 * Limits authority by user id (000 §7): a user may ask for themself; a manager for any user of
 * their own company. membersShow tells whether the member area is shown: to managers.
 */
export async function limitsAuthorityHandler({ ctx, input }: { ctx: Ctx; input: { userId?: string | undefined } }) {
  const userId = input.userId ?? ctx.user.id;
  if (userId !== ctx.user.id) {
    if (!isManager(ctx.user.roles)) throw DomainError.forbidden(commonMessages.forbidden);
    const [sameCompany] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.companyId, ctx.user.companyId))).limit(1);
    if (!sameCompany) throw DomainError.forbidden(commonMessages.forbidden);
  }
  return { customizeRights: await customizeRightsOf(ctx.db, ctx.user.companyId), membersShow: isManager(ctx.user.roles) };
}
