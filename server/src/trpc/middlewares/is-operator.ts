import { opsMessages } from '@portal/contracts';
import { DomainError } from '../../services/domain-error';
import { OPS_SESSION_COOKIE, resolveOperatorSession } from '../../services/operators/operator-sessions';
import { middleware } from '../init';

/**
 * Operator calls (issue 27) read only the operator's own cookie: a company session, of any role,
 * never passes here. Narrows ctx.operator to the signed-in operator and ctx.act to who acts from where.
 */
export const isOperator = middleware(async ({ ctx, next }) => {
  const token = ctx.request.cookies[OPS_SESSION_COOKIE];
  const operator = token ? await resolveOperatorSession(ctx.db, token) : null;
  if (!operator) throw DomainError.unauthorized(opsMessages.unauthorized);
  return next({ ctx: { operator, act: { operator, ip: ctx.request.ip } } });
});
