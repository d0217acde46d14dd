import { commonMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { companyHasUser } from '../../services/accounts/company-users';
import { customizeRightsOf } from '../../services/accounts/current-user';
import { isManager } from '../../services/accounts/roles';
import { DomainError } from '../../services/domain-error';

/**
 * Limits authority by user id (000 §7): a user may ask for themself; a manager for any user of
 * their own company. membersShow tells whether the member area is shown: to managers.
 */
export async function getLimitsAuthorityByUserIdHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { userId?: string | undefined };
}) {
  const userId = input.userId ?? ctx.user.id;
  if (userId !== ctx.user.id) {
    if (!isManager(ctx.user.roles)) throw DomainError.forbidden(commonMessages.forbidden);
    if (!(await companyHasUser(ctx.db, ctx.user.companyId, userId)))
      throw DomainError.forbidden(commonMessages.forbidden);
  }
  return {
    customizeRights: await customizeRightsOf(ctx.db, ctx.user.companyId),
    membersShow: isManager(ctx.user.roles),
  };
}
