import { commonMessages } from '@portal/contracts';
import { DomainError } from '../../services/domain-error';
import { manageCenterFlags } from '../../services/organizations/authority';
import { middleware } from '../init';

/**
 * Company user administration is for managers outside organisations (000 §2 userManage): an
 * organisation's manager holds the 管理员 role too, but runs only their organisation's users.
 */
export const outsideOrganisations = middleware(async ({ ctx, next }) => {
  if (!ctx.user) throw DomainError.unauthorized(commonMessages.unauthorized);
  const flags = await manageCenterFlags(ctx.db, ctx.user);
  if (!flags.isManagerNotInOrg) throw DomainError.forbidden(commonMessages.forbidden);
  return next();
});
