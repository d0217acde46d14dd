import { opsMessages } from '@portal/contracts';
import { opsCalls } from '@portal/contracts/calls/ops/index';
import { DomainError } from '../../services/domain-error';
import { OPS_SESSION_COOKIE, resolveOperatorSession } from '../../services/operators/operator-sessions';
import { middleware } from '../init';

/**
 * What an operator whose password another operator chose (添加运营人员, 重置密码) may still do:
 * see who they are, change the password, or sign out. Everything else waits for the change.
 */
const BEFORE_PASSWORD_CHANGE = new Set<string>([opsCalls.me.id, opsCalls.passwordChange.id, opsCalls.logout.id]);

/**
 * Operator calls (issue 27) read only the operator's own cookie: a company session, of any role,
 * never passes here. Narrows ctx.operator to the signed-in operator and ctx.act to who acts from where.
 */
export const isOperator = middleware(async ({ ctx, meta, next }) => {
  const token = ctx.request.cookies[OPS_SESSION_COOKIE];
  const operator = token ? await resolveOperatorSession(ctx.db, token) : null;
  if (!operator) throw DomainError.unauthorized(opsMessages.unauthorized);
  // A business refusal (code 403) so the console shows the reason, not the generic 无权限访问.
  if (operator.mustChangePassword && !BEFORE_PASSWORD_CHANGE.has(meta?.call?.id ?? ''))
    throw DomainError.business(403, opsMessages.passwordChangeRequired);
  return next({ ctx: { operator, act: { operator, ip: ctx.request.ip } } });
});
