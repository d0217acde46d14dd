import { commonMessages } from '@portal/contracts';
import { DomainError } from '../../services/domain-error';
import { isManager, isSuperAdmin } from '../../services/accounts/roles';
import { middleware } from '../init';

/** Organisation or company administrators (000 §6, 002 §6): roles 管理员, administrator or 超管. */
export const requireManager = middleware(({ ctx, next }) => {
  if (!ctx.user || !isManager(ctx.user.roles)) throw DomainError.forbidden(commonMessages.forbidden);
  return next();
});

/** Platform super administrators (role 超管). */
export const requireSuperAdmin = middleware(({ ctx, next }) => {
  if (!ctx.user || !isSuperAdmin(ctx.user.roles)) throw DomainError.forbidden(commonMessages.forbidden);
  return next();
});
