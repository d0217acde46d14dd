import { accountRuleMessages, commonMessages, parsePhone } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';

import {
  checkRank,
  checkRolesGiven,
  colleague,
  companyUserView,
  updateColleague,
} from '../../services/accounts/company-users';
import { DomainError } from '../../services/domain-error';

export async function userEditHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: {
    id: string | number;
    displayName?: string | undefined;
    phone?: string | undefined;
    roles?: ('管理员' | '超管')[] | undefined;
  };
}) {
  const row = await colleague(ctx.db, ctx.user, input.id);
  checkRank(ctx.user, row);
  checkRolesGiven(ctx.user, input.roles);
  if (input.roles && row.id === ctx.user.id) throw DomainError.forbidden(commonMessages.forbidden);
  const phone = input.phone ? parsePhone(input.phone) : null;
  if (input.phone && !phone) throw DomainError.invalidInput(accountRuleMessages.phoneInvalid);
  return companyUserView(
    await updateColleague(ctx.db, row.id, { displayName: input.displayName, roles: input.roles, phone }),
  );
}
